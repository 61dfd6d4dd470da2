import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import StarIcon from '@mui/icons-material/StarBorder';
import {
  Avatar,
  Button,
  Chip,
  Table,
  Typography,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ConfirmButton } from '../common/buttons/ConfirmButton';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { MemberPicker, memberName } from '../common/inputs/MemberPicker';
import { InnerFormDialog } from '../common/dialogs/InnerFormDialog';
import { RowIconButton } from '../common/buttons/RowIconButton';
import { photoUrl } from '../common/format/photoUrl';
import { useLookup } from '../common/hooks/useLookup';
import { requiredChoice } from '../common/inputs/validators';
import type { LookupRow } from '../providers/dataProvider';
import { Section } from '../common/page/Section';
import type { FamilyMember } from './types';
import { PhoneTable } from '../common/lists/PhoneTable';

const requiredOne = [requiredChoice];

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  record?: Partial<FamilyMember>;
  /** Whether a member is chosen here (add) or only the relation (edit). */
  chooseMember: boolean;
  onSave: (values: { member_id?: number; relation_id: number }, picked: LookupRow | null) => void;
}

/** Add a family member with a relation, or change a relation (edit). */
const FamilyDialog = ({ title, open, onClose, record, chooseMember, onSave }: DialogProps) => {
  const [picked, setPicked] = useState<LookupRow | null>(null);
  return (
    <InnerFormDialog
      title={title}
      open={open}
      onClose={onClose}
      record={{ relation_id: record?.relation_id ?? null }}
      onSubmit={(values) => onSave(values as { member_id?: number; relation_id: number }, picked)}
    >
      {chooseMember && (
        <MemberPicker source="member_id" validate={requiredOne} onPick={setPicked} />
      )}
      <LookupSelect
        lookup="relations"
        source="relation_id"
        label="app.member.relation"
        validate={requiredOne}
        emptyText=""
        fullWidth
      />
    </InnerFormDialog>
  );
};

/**
 * The member's family (docs/product.md §4): photo, name, mobile, relation and the head.
 * Add a member with a relation, change a relation, remove a member; the head
 * cannot be edited or removed and the member cannot remove themself. Another
 * member can be made head. Saved with the member form (`family` JSON).
 */
export const FamilySection = () => {
  const translate = useTranslate();
  const { setValue, formState } = useFormContext();
  // A read-only member page (a viewer's) lists the family without its buttons.
  const readOnly = formState.disabled;
  const family = (useWatch({ name: 'family' }) as FamilyMember[] | undefined) ?? [];
  const selfId = useWatch({ name: 'id' }) as number | undefined;
  const relations = useLookup('relations');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const relationName = (m: FamilyMember) =>
    relations.data?.find((r) => r.id === m.relation_id)?.name ?? m.relation ?? '';
  const update = (next: FamilyMember[]) =>
    setValue('family', next, { shouldDirty: true, shouldTouch: true });

  const add = (values: { member_id?: number; relation_id: number }, picked: LookupRow | null) => {
    const id = Number(values.member_id);
    const existing = family.find((m) => m.id === id);
    if (existing || id === selfId) return;
    update([
      ...family,
      {
        id,
        first_name: picked?.first_name ?? null,
        last_name: picked?.last_name ?? null,
        mobile_no: picked?.mobile_no ?? '',
        photo: null,
        relation_id: values.relation_id,
        is_head: false,
      },
    ]);
  };

  return (
    <Section title="app.member.sections.family">
      {!readOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('app.member.family_saved_with_submit')}
        </Typography>
      )}
      {!readOnly && (
        <Button startIcon={<PersonAddIcon />} variant="outlined" onClick={() => setAdding(true)}>
          {translate('app.member.add_family')}
        </Button>
      )}
      <PhoneTable>
        <Table size="small" sx={{ mt: 1 }} aria-label={translate('app.member.sections.family')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.members.fields.photo')}</TableCell>
              <TableCell>{translate('resources.members.fields.name')}</TableCell>
              <TableCell>{translate('resources.members.fields.mobile_no')}</TableCell>
              <TableCell>{translate('app.member.relation')}</TableCell>
              {!readOnly && <TableCell align="right">{translate('app.common.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {family.length === 0 && (
              <TableRow>
                <TableCell colSpan={readOnly ? 4 : 5}>
                  {translate('app.member.family_new')}
                </TableCell>
              </TableRow>
            )}
            {family.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <Avatar
                    src={photoUrl(m.photo)}
                    alt={memberName(m)}
                    sx={{ width: 32, height: 32 }}
                  />
                </TableCell>
                <TableCell>
                  {memberName(m)}{' '}
                  {m.is_head && (
                    <Chip size="small" color="primary" label={translate('app.member.head')} />
                  )}
                  {m.id === selfId && !m.is_head && (
                    <Chip size="small" variant="outlined" label={translate('app.member.self')} />
                  )}
                </TableCell>
                <TableCell>{m.mobile_no}</TableCell>
                <TableCell>{relationName(m)}</TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', display: readOnly ? 'none' : undefined }}
                >
                  {!m.is_head && (
                    <>
                      <ConfirmButton
                        label="app.member.make_head"
                        subject={memberName(m)}
                        question="app.confirm.make_head"
                        icon={<StarIcon />}
                        onConfirm={() =>
                          update(family.map((f) => ({ ...f, is_head: f.id === m.id })))
                        }
                      />
                      <RowIconButton
                        label={translate('app.member.edit_relation')}
                        subject={memberName(m)}
                        icon={<EditIcon />}
                        onClick={() => setEditing(m)}
                      />
                    </>
                  )}
                  {!m.is_head && m.id !== selfId && (
                    <ConfirmButton
                      label="ra.action.remove"
                      subject={memberName(m)}
                      question="app.confirm.remove"
                      icon={<DeleteIcon />}
                      color="error"
                      onConfirm={() => update(family.filter((f) => f.id !== m.id))}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PhoneTable>
      <FamilyDialog
        title="app.member.add_family"
        open={adding}
        onClose={() => setAdding(false)}
        chooseMember
        onSave={add}
      />
      <FamilyDialog
        title="app.member.edit_relation"
        open={!!editing}
        onClose={() => setEditing(null)}
        record={editing ?? undefined}
        chooseMember={false}
        onSave={(values) =>
          update(
            family.map((f) =>
              f.id === editing?.id ? { ...f, relation_id: Number(values.relation_id) } : f,
            ),
          )
        }
      />
    </Section>
  );
};
