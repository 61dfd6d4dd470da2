import { Stack } from '@mui/material';
import {
  CheckboxGroupInput,
  DateInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../common/dialogs/FormDialog';
import { MemberPicker, memberName } from '../common/inputs/MemberPicker';
import { requiredChoice, requiredText } from '../common/inputs/validators';
import type { FamilyMember } from '../member/types';

interface Household {
  id: number;
  is_head?: boolean;
  family?: FamilyMember[];
}

const choicesOf = (family: FamilyMember[] = [], leaving: number[]) =>
  family
    .filter((m) => !leaving.includes(m.id))
    .map((m) => ({ id: m.id, name: memberName(m) || m.mobile_no }));

/** Asks who heads a household its head leaves, when others stay in it. */
const Successor = ({ household, leaving }: { household?: Household; leaving: number[] }) => {
  const along = (useWatch({ name: 'moving_along' }) as number[] | undefined) ?? [];
  if (!household?.is_head) return null;
  const staying = choicesOf(household.family, [...leaving, ...along]);
  if (!staying.length) return null;
  return (
    <SelectInput
      source="successor_id"
      label="app.kin.successor"
      helperText="app.kin.successor_help"
      choices={staying}
      validate={requiredChoice}
      fullWidth
    />
  );
};

/** The fields that change with the choices made above them. */
const MarriageFields = ({ member }: { member: Household & { name: string } }) => {
  const translate = useTranslate();
  const mode = useWatch({ name: 'spouse_mode' }) as 'member' | 'new';
  const spouseId = useWatch({ name: 'spouse_id' }) as number | undefined;
  const household = useWatch({ name: 'household' }) as 'member' | 'spouse' | 'new' | undefined;
  const { data: spouse } = useGetOne<Household & { id: number }>(
    'members',
    { id: spouseId ?? 0 },
    { enabled: mode === 'member' && !!spouseId },
  );
  const memberMoves = household === 'spouse' || household === 'new';
  const spouseMoves = mode === 'member' && (household === 'member' || household === 'new');
  const children = choicesOf(member.family, [member.id]);
  return (
    <>
      <RadioButtonGroupInput
        source="spouse_mode"
        label="app.kin.spouse"
        choices={[
          { id: 'member', name: 'app.kin.spouse_member' },
          { id: 'new', name: 'app.kin.spouse_new' },
        ]}
      />
      {mode === 'member' ? (
        <MemberPicker source="spouse_id" label="app.kin.spouse" validate={requiredChoice} />
      ) : (
        <Stack>
          <TextInput
            source="new_spouse.first_name"
            label="resources.members.fields.first_name"
            validate={requiredText}
          />
          <TextInput source="new_spouse.last_name" label="resources.members.fields.last_name" />
          <TextInput
            source="new_spouse.mobile_no"
            label="resources.members.fields.mobile_no"
            validate={requiredText}
          />
          <RadioButtonGroupInput
            source="new_spouse.sex"
            label="resources.members.fields.sex"
            choices={[
              { id: 0, name: 'app.member.female' },
              { id: 1, name: 'app.member.male' },
            ]}
          />
        </Stack>
      )}
      <DateInput source="married_on" label="app.kin.married_on" />
      <RadioButtonGroupInput
        source="household"
        label="app.kin.household"
        validate={requiredChoice}
        row={false}
        choices={[
          { id: 'member', name: translate('app.kin.household_member', { name: member.name }) },
          ...(mode === 'member' ? [{ id: 'spouse', name: 'app.kin.household_spouse' }] : []),
          { id: 'new', name: 'app.kin.household_new' },
        ]}
      />
      {household === 'new' && mode === 'member' && (
        <RadioButtonGroupInput
          source="new_head"
          label="app.kin.new_head"
          choices={[
            { id: 'member', name: member.name },
            { id: 'spouse', name: spouse ? memberName(spouse as never) : 'app.kin.spouse' },
          ]}
        />
      )}
      {memberMoves && children.length > 0 && (
        <CheckboxGroupInput
          source="moving_along"
          label="app.kin.moving_along"
          helperText="app.kin.moving_along_help"
          choices={children}
          row={false}
        />
      )}
      {memberMoves && <Successor household={member} leaving={[member.id]} />}
      {spouseMoves && spouse && spouse.family && (
        <Successor household={spouse} leaving={[spouse.id]} />
      )}
    </>
  );
};

/**
 * "Record a marriage" (docs/families.md "A wedding"): the spouse (a member, or a
 * new person), the date and where the couple lives; who moves along, and who heads
 * a household its head leaves. One step on the server, one audit event.
 */
export const MarriageDialog = ({
  open,
  onClose,
  member,
}: {
  open: boolean;
  onClose: () => void;
  member: Household & { name: string };
}) => {
  const translate = useTranslate();
  return (
    <div onSubmit={(event) => event.stopPropagation()}>
      <FormDialog
        open={open}
        onClose={onClose}
        resource="member-marriages"
        record={{ id: member.id }}
        history={false}
        title={translate('app.kin.record_marriage')}
        initial={() => ({
          spouse_mode: 'member',
          household: 'member',
          new_head: 'member',
          moving_along: [],
          new_spouse: { sex: 0 },
        })}
        transform={({ spouse_mode, spouse_id, new_spouse, ...values }) => ({
          ...values,
          ...(spouse_mode === 'new' ? { new_spouse } : { spouse_id }),
          married_on: values.married_on || null,
        })}
      >
        <MarriageFields member={member} />
      </FormDialog>
    </div>
  );
};
