import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Avatar,
  Button,
  FormHelperText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ConfirmButton } from '../common/buttons/ConfirmButton';
import { InnerFormDialog } from '../common/dialogs/InnerFormDialog';
import { MemberPicker, memberName } from '../common/inputs/MemberPicker';
import { mobileFormat } from '../common/inputs/mobileFormat';
import { PhoneTable } from '../common/lists/PhoneTable';
import { photoUrl } from '../common/format/photoUrl';
import { RowIconButton } from '../common/buttons/RowIconButton';
import { Section } from '../common/page/Section';
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

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  partner?: Partner;
  /** Adds or replaces the partner; answers field errors when it is already there. */
  onSave: (partner: Partner) => Record<string, string> | undefined;
}

const PartnerDialog = ({ title, open, onClose, partner, onSave }: DialogProps) => {
  const [picked, setPicked] = useState<LookupRow | null>(null);
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
        onSave(
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
export const PartnersSection = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { errors } = useFormState({ name: 'members' });
  const partners = (useWatch({ name: 'members' }) as Partner[] | undefined) ?? [];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const update = (next: Partner[]) =>
    setValue('members', next, { shouldDirty: true, shouldTouch: true });
  const twice = (candidate: Partner, except?: number) =>
    partners.some((p, i) => i !== except && samePartner(candidate, p))
      ? { [candidate.member_id ? 'member_id' : 'name']: 'app.business_portal.partner_twice' }
      : undefined;
  const error = (errors.members as { message?: string } | undefined)?.message;

  return (
    <Section title="app.business_portal.partners">
      <Button startIcon={<PersonAddIcon />} variant="outlined" onClick={() => setAdding(true)}>
        {translate('app.business_portal.add_partner')}
      </Button>
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
      <PhoneTable>
        <Table size="small" sx={{ mt: 1 }} aria-label={translate('app.business_portal.partners')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.business-portal.fields.photo')}</TableCell>
              <TableCell>{translate('resources.business-portal.fields.partner_name')}</TableCell>
              <TableCell>{translate('resources.business-portal.fields.mobile_no')}</TableCell>
              <TableCell align="right">{translate('app.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {partners.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{translate('app.business_portal.no_partners')}</TableCell>
              </TableRow>
            )}
            {partners.map((p, i) => (
              <TableRow key={p.member_id ? `m${p.member_id}` : `n${i}`}>
                <TableCell>
                  <Avatar
                    src={photoUrl(p.information?.thumb ?? p.information?.photo)}
                    alt=""
                    sx={{ width: 32, height: 32 }}
                  />
                </TableCell>
                <TableCell translate="no">{partnerName(p)}</TableCell>
                <TableCell>{partnerMobile(p)}</TableCell>
                <TableCell align="right">
                  <RowIconButton
                    label={translate('ra.action.edit')}
                    subject={partnerName(p)}
                    icon={<EditIcon />}
                    onClick={() => setEditing(i)}
                  />
                  <ConfirmButton
                    label="ra.action.remove"
                    subject={partnerName(p)}
                    question="app.confirm.remove"
                    icon={<DeleteIcon />}
                    color="error"
                    onConfirm={() => update(partners.filter((_, j) => j !== i))}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PhoneTable>
      <PartnerDialog
        title="app.business_portal.add_partner"
        open={adding}
        onClose={() => setAdding(false)}
        onSave={(partner) => twice(partner) ?? (update([...partners, partner]), undefined)}
      />
      <PartnerDialog
        title="app.business_portal.edit_partner"
        open={editing !== null}
        onClose={() => setEditing(null)}
        partner={editing === null ? undefined : partners[editing]}
        onSave={(partner) =>
          twice(partner, editing ?? undefined) ??
          (update(partners.map((p, j) => (j === editing ? partner : p))), undefined)
        }
      />
    </Section>
  );
};
