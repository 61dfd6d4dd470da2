import { DateInput, RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../common/dialogs/FormDialog';
import { requiredChoice } from '../common/inputs/validators';
import type { KinSpouse } from './types';

const EndFields = ({ people }: { people: { id: number; name: string }[] }) => {
  const endedBy = useWatch({ name: 'ended_by' }) as 'separation' | 'death';
  const deceased = useWatch({ name: 'deceased_id' }) as number | undefined;
  return (
    <>
      <RadioButtonGroupInput
        source="ended_by"
        label="app.kin.ended_by"
        choices={[
          { id: 'separation', name: 'app.kin.ended.separation' },
          { id: 'death', name: 'app.kin.ended.death' },
        ]}
      />
      <DateInput source="ended_on" label="app.kin.ended_on" />
      {endedBy === 'death' && (
        <RadioButtonGroupInput
          source="deceased_id"
          label="app.kin.deceased"
          choices={people}
          validate={requiredChoice}
        />
      )}
      <SelectInput
        source="move_back_id"
        label="app.kin.move_back"
        helperText="app.kin.move_back_help"
        choices={people.filter((p) => endedBy !== 'death' || p.id !== deceased)}
        emptyText="app.kin.nobody_moves"
        fullWidth
      />
    </>
  );
};

/** A separation or a spouse's death, recorded as the wedding was; one of the two may move back. */
export const EndMarriageDialog = ({
  open,
  onClose,
  member,
  spouse,
}: {
  open: boolean;
  onClose: () => void;
  member: { id: number; name: string };
  spouse: KinSpouse;
}) => {
  const translate = useTranslate();
  const people = [
    { id: member.id, name: member.name },
    { id: spouse.id, name: spouse.name },
  ];
  return (
    <div onSubmit={(event) => event.stopPropagation()}>
      <FormDialog
        open={open}
        onClose={onClose}
        resource="marriage-end"
        record={{ id: spouse.marriage_id }}
        history={false}
        title={translate('app.kin.end_marriage_of', { name: spouse.name })}
        initial={() => ({ ended_by: 'separation' })}
        transform={(values) => ({
          ...values,
          ended_on: values.ended_on || null,
          deceased_id: values.ended_by === 'death' ? values.deceased_id : undefined,
          move_back_id: values.move_back_id || undefined,
        })}
      >
        <EndFields people={people} />
      </FormDialog>
    </div>
  );
};
