import { Chip } from '@mui/material';
import { DataTable, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { WANT } from '../../shared/rules';
import { AddInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { ExportRowButton } from '../common/buttons/ExportButton';
import { NestedList } from '../common/lists/NestedList';
import { NoData } from '../common/lists/NoData';
import { requiredText } from '../common/inputs/validators';
import type { VolunteerType } from './types';

const wholeNumber = (value: unknown) => {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  const n = Number(text);
  return /^\d+$/.test(text) && n >= WANT.min && n <= WANT.max
    ? undefined
    : { message: 'app.program.want_range', args: WANT };
};

/** "3 of 5", in the warning colour while the type is short of its minimum. */
const SignedUp = () => {
  const record = useRecordContext<VolunteerType>();
  const translate = useTranslate();
  if (record?.signed_up === undefined) return null;
  const short = record.signed_up < record.want;
  return (
    <Chip
      size="small"
      variant={short ? 'outlined' : 'filled'}
      color={short ? 'warning' : 'success'}
      label={translate(short ? 'app.program.signed_up_short' : 'app.program.signed_up', {
        count: record.signed_up,
        want: record.want,
      })}
    />
  );
};

/**
 * /program/{id}/volunteers: the kinds of volunteers a program needs, with its
 * minimum requirement and how many have signed up; Export per type, Remove, Add.
 */
export const VolunteerTypes = () => (
  <NestedList
    resource="volunteer_types"
    parent="programs"
    parentField="program_id"
    actions={(id) => (
      <AddInDialogButton label="app.common.add" defaultValues={{ program_id: Number(id) }}>
        <TextInput source="name" validate={[requiredText]} autoFocus fullWidth />
        <TextInput
          source="want"
          validate={[requiredText, wholeNumber]}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </AddInDialogButton>
    )}
  >
    <DataTable<VolunteerType> bulkActionButtons={false} rowClick={false} empty={<NoData />}>
      <DataTable.Col source="name" render={(row) => <span translate="no">{row.name}</span>} />
      <DataTable.NumberCol source="want" />
      <DataTable.Col source="signed_up" disableSort>
        <SignedUp />
      </DataTable.Col>
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <ExportRowButton
          resource="volunteer_types"
          data={(row) => ({ type_id: row.id })}
          done="app.program.exported"
        />
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </NestedList>
);

export default VolunteerTypes;
