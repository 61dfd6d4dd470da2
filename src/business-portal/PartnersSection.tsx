import { useState } from 'react';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { InnerFormDialog } from '../common/dialogs/InnerFormDialog';
import { MemberPicker, memberName } from '../common/inputs/MemberPicker';
import { mobileFormat } from '../common/inputs/mobileFormat';
import { PeopleInput, type PeopleDialogProps } from '../common/inputs/PeopleInput';
import { requiredChoice, requiredText } from '../common/inputs/validators';
import type { LookupRow } from '../providers/dataProvider';
import type { Partner } from './types';

const FAMILY = 1;
const UNKNOWN = 0;
const kinds = [
  { id: FAMILY, name: 'app.business_portal.family_member' },
  { id: UNKNOWN, name: 'app.business_portal.unknown' },
];
const requiredMember = [requiredChoice];
const requiredMobile = [requiredText, (value: unknown) => mobileFormat(value, {})];

/** The partner's name and mobile, whichever kind they are. */
export const partnerName = (p: Partner) =>
  p.information ? memberName(p.information) : (p.name ?? '');
export const partnerMobile = (p: Partner) => p.information?.mobile_no ?? p.mobile_no ?? '';

/** Digits only, without India's code: "+91 98250 44444" and "9825044444" are the same number. */
const digits = (mobile?: string | null) => {
  const d = String(mobile ?? '').replace(/\D/g, '');
  return d.length === 12 && d.startsWith('91') ? d.slice(2) : d;
};

/** True when `p` is the same partner as `other` (docs/product.md §5): the same member, or name and mobile. */
const samePartner = (p: Partner, other: Partner) =>
  p.member_id
    ? Number(p.member_id) === Number(other.member_id)
    : !other.member_id &&
      partnerName(p).trim().toLowerCase() === partnerName(other).trim().toLowerCase() &&
      digits(partnerMobile(p)) === digits(partnerMobile(other));

/** Add or edit a partner: a family member, or an unknown person by name and mobile; never the same one twice. */
const PartnerDialog = ({
  title,
  open,
  onClose,
  row: partner,
  others,
  onSave,
}: PeopleDialogProps<Partner>) => {
  const [picked, setPicked] = useState<LookupRow | null>(null);
  const save = (candidate: Partner) => {
    if (others.some((p) => samePartner(candidate, p)))
      return { [candidate.member_id ? 'member_id' : 'name']: 'app.business_portal.partner_twice' };
    onSave(candidate);
    return undefined;
  };
  return (
    <InnerFormDialog
      title={title}
      open={open}
      onClose={onClose}
      record={{
        kind: partner && !partner.member_id ? UNKNOWN : FAMILY,
        member_id: partner?.member_id ?? null,
        name: partner?.member_id ? '' : (partner?.name ?? ''),
        mobile_no: partner?.member_id ? '' : (partner?.mobile_no ?? ''),
      }}
      onSubmit={(values) =>
        save(
          Number(values.kind) === FAMILY
            ? {
                member_id: Number(values.member_id),
                information: picked
                  ? { ...picked, photo: null }
                  : partner?.member_id === Number(values.member_id)
                    ? partner.information
                    : null,
              }
            : {
                member_id: null,
                name: String(values.name).trim(),
                mobile_no: String(values.mobile_no).trim(),
              },
        )
      }
    >
      <PartnerInputs initial={partner?.information as LookupRow | undefined} onPick={setPicked} />
    </InnerFormDialog>
  );
};

const PartnerInputs = ({
  initial,
  onPick,
}: {
  initial?: LookupRow;
  onPick: (member: LookupRow | null) => void;
}) => {
  const kind = useWatch({ name: 'kind' });
  return (
    <>
      <RadioButtonGroupInput source="kind" choices={kinds} label={false} />
      {Number(kind) === FAMILY ? (
        <MemberPicker
          source="member_id"
          initial={initial ?? null}
          validate={requiredMember}
          onPick={onPick}
        />
      ) : (
        <>
          <TextInput
            source="name"
            label="resources.business-portal.fields.partner_name"
            validate={[requiredText]}
            fullWidth
          />
          <TextInput
            source="mobile_no"
            label="resources.business-portal.fields.mobile_no"
            validate={requiredMobile}
            type="tel"
            fullWidth
          />
        </>
      )}
    </>
  );
};

/**
 * The business's partners (docs/product.md §2): a table of photo, name and mobile with edit
 * and remove, and the Add Partner dialog: a family member, or an unknown person
 * by name and mobile. The same partner is not added twice, and the dialog says so.
 * Saved with the business form (`members` JSON).
 */
export const PartnersSection = () => (
  <PeopleInput<Partner>
    source="members"
    title="app.business_portal.partners"
    addLabel="app.business_portal.add_partner"
    editLabel="ra.action.edit"
    editTitle="app.business_portal.edit_partner"
    empty="app.business_portal.no_partners"
    photoLabel="resources.business-portal.fields.photo"
    columns={[
      {
        label: 'resources.business-portal.fields.partner_name',
        render: partnerName,
        noTranslate: true,
      },
      { label: 'resources.business-portal.fields.mobile_no', render: partnerMobile },
    ]}
    nameOf={partnerName}
    photoOf={(p) => p.information?.thumb ?? p.information?.photo}
    keyOf={(p, i) => (p.member_id ? `m${p.member_id}` : `n${i}`)}
    dialog={(props) => <PartnerDialog {...props} />}
  />
);
