import { useFormState } from 'react-hook-form';
import { SaveButton, type SaveButtonProps } from 'react-admin';

/**
 * The kit's Save: always clickable (so a blank form shows what it needs), but
 * busy — disabled, with progress — while its request runs, so a double click
 * sends once.
 */
export const SubmitButton = (props: SaveButtonProps) => {
  const { isSubmitting } = useFormState();
  return <SaveButton {...props} alwaysEnable={!isSubmitting} />;
};
