import { FilledInput, FormControl, FormHelperText, InputLabel } from '@mui/material';
import type { ComponentProps } from 'react';

/**
 * One field of the login screen: a label, a filled input and the error under it,
 * as react-admin's inputs look, without TextField (which brings Select, Menu and
 * Popover into the first load; docs/bench.md, the login budget).
 */
export const LoginField = ({
  id,
  label,
  error,
  required,
  ...input
}: { id: string; label: string; error?: string } & Omit<
  ComponentProps<typeof FilledInput>,
  'error'
>) => (
  <FormControl fullWidth margin="dense" variant="filled" required={required} error={Boolean(error)}>
    <InputLabel htmlFor={id}>{label}</InputLabel>
    <FilledInput
      id={id}
      name={id}
      aria-describedby={error ? `${id}-error` : undefined}
      {...input}
    />
    <FormHelperText id={`${id}-error`}>{error ?? ' '}</FormHelperText>
  </FormControl>
);
