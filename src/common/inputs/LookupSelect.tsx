import { SelectInput, type SelectInputProps } from 'react-admin';
import type { LookupName } from '../../providers/endpoints';
import { useLookup } from '../hooks/useLookup';
import { requiredChoice } from './validators';

interface Props extends Omit<SelectInputProps, 'choices'> {
  source: string;
  lookup: LookupName;
  query?: Record<string, unknown>;
  required?: boolean;
  /** False while the lookup waits for a parent choice (posts wait for a district). */
  enabled?: boolean;
}

/** A select whose choices come from one of the API's lookups (docs/product.md §7). */
export const LookupSelect = ({
  lookup,
  query,
  required,
  enabled = true,
  validate,
  ...props
}: Props) => {
  const { data, isPending } = useLookup(lookup, query, enabled);
  return (
    <SelectInput
      choices={enabled ? (data ?? []) : []}
      isPending={enabled && isPending}
      validate={validate ?? (required ? requiredChoice : undefined)}
      emptyText="app.filters.any"
      {...props}
    />
  );
};
