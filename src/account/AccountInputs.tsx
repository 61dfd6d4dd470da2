import { SelectArrayInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ROLES } from '../../shared/roles';
import { useLookup } from '../common/hooks/useLookup';
import { requiredText } from '../common/inputs/validators';

/** Name, email (new accounts only), role, and a coordinator's districts. */
export const AccountInputs = ({ withEmail = false }: { withEmail?: boolean }) => {
  const translate = useTranslate();
  const role = useWatch({ name: 'role' }) as string | undefined;
  const districts = useLookup('district');
  return (
    <>
      <TextInput source="name" validate={requiredText} fullWidth />
      {withEmail && <TextInput source="email" type="email" validate={requiredText} fullWidth />}
      <SelectInput
        source="role"
        validate={required()}
        choices={ROLES.map((id) => ({ id, name: translate(`app.account.roles.${id}`) }))}
        helperText={role ? `app.account.role_help.${role}` : undefined}
        fullWidth
      />
      {role === 'coordinator' && (
        <SelectArrayInput
          source="districts"
          choices={districts.data ?? []}
          isPending={districts.isPending}
          validate={required()}
          fullWidth
        />
      )}
    </>
  );
};
