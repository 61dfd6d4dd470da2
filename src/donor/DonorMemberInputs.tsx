import { RadioButtonGroupInput, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MemberPicker } from '../common/inputs/MemberPicker';
import { requiredChoice, requiredName } from '../common/inputs/validators';
import type { DonorMember } from './types';

export const REGISTERED = 1;
const typeChoices = [
  { id: REGISTERED, name: 'app.donor.registered' },
  { id: 0, name: 'app.donor.unknown' },
];
const requiredMember = [requiredChoice];

/**
 * Sends only what the chosen mode takes (docs/product.md §5): `member_id` for a family
 * member, `name` for an unknown donor, never the other.
 */
export const donorMemberBody = ({ type, ...values }: Record<string, unknown>) => {
  const registered = Number(type) === REGISTERED;
  const body = { ...values };
  delete body[registered ? 'name' : 'member_id'];
  delete body.information;
  return body;
};

/** 'Desai Family Member' (member picker) or 'Unknown' (free name), and the position. */
export const DonorMemberInputs = () => {
  const record = useRecordContext<DonorMember>();
  const type = useWatch({ name: 'type' });
  return (
    <>
      <RadioButtonGroupInput source="type" choices={typeChoices} label={false} />
      {Number(type) === REGISTERED ? (
        <MemberPicker source="member_id" initial={record?.information} validate={requiredMember} />
      ) : (
        <TextInput source="name" validate={requiredName} />
      )}
      <TextInput source="position" />
    </>
  );
};
