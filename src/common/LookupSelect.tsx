import { SelectInput, type SelectInputProps } from 'react-admin';
import type { LookupName } from '../providers/endpoints';
import { useLookup } from './useLookup';
import { requiredChoice } from './validators';

interface Props extends Omit<SelectInputProps, 'choices' | 'validate'> {
  source: string;
  lookup: LookupName;
  query?: Record<string, unknown>;
  required?: boolean;
}

/** A select whose choices come from one of the API's lookups (spec §7). */
export const LookupSelect = ({ lookup, query, required, ...props }: Props) => {
  const { data, isPending } = useLookup(lookup, query);
  return (
    <SelectInput
      choices={data ?? []}
      isPending={isPending}
      validate={required ? requiredChoice : undefined}
      emptyText="app.filters.any"
      {...props}
    />
  );
};
