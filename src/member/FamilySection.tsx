import StarIcon from '@mui/icons-material/StarBorder';
import { Chip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ConfirmButton } from '../common/buttons/ConfirmButton';
import { InnerFormDialog } from '../common/dialogs/InnerFormDialog';
import { useLookup } from '../common/hooks/useLookup';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { MemberPicker, memberName } from '../common/inputs/MemberPicker';
import { PeopleInput, type PeopleDialogProps } from '../common/inputs/PeopleInput';
import { requiredChoice } from '../common/inputs/validators';
import type { LookupRow } from '../providers/dataProvider';
import type { FamilyMember } from './types';

const requiredOne = [requiredChoice];

/**
 * Add a family member with a relation, or change a relation (edit). A member
 * already in the family, or the member themself, is not added again.
 */
const FamilyDialog = ({
  title,
  open,
  onClose,
  row,
  others,
  onSave,
}: PeopleDialogProps<FamilyMember>) => {
  const [picked, setPicked] = useState<LookupRow | null>(null);
  const selfId = useWatch({ name: 'id' }) as number | undefined;
  const save = (values: Record<string, unknown>) => {
    const relation_id = Number(values.relation_id);
    if (row) return onSave({ ...row, relation_id });
    const id = Number(values.member_id);
    if (id === selfId || others.some((m) => m.id === id)) return;
    onSave({
      id,
      first_name: picked?.first_name ?? null,
      last_name: picked?.last_name ?? null,
      mobile_no: picked?.mobile_no ?? '',
      photo: null,
      relation_id,
      is_head: false,
    });
  };
  return (
    <InnerFormDialog
      title={title}
      open={open}
      onClose={onClose}
      record={{ relation_id: row?.relation_id ?? null }}
      onSubmit={save}
    >
      {!row && <MemberPicker source="member_id" validate={requiredOne} onPick={setPicked} />}
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
  const selfId = useWatch({ name: 'id' }) as number | undefined;
  const relations = useLookup('relations');
  const relationName = (m: FamilyMember) =>
    relations.data?.find((r) => r.id === m.relation_id)?.name ?? m.relation ?? '';
  return (
    <PeopleInput<FamilyMember>
      source="family"
      title="app.member.sections.family"
      note="app.member.family_saved_with_submit"
      addLabel="app.member.add_family"
      editLabel="app.member.edit_relation"
      empty="app.member.family_new"
      photoLabel="resources.members.fields.photo"
      columns={[
        {
          label: 'resources.members.fields.name',
          render: (m) => (
            <>
              {memberName(m)}{' '}
              {m.is_head && (
                <Chip size="small" color="primary" label={translate('app.member.head')} />
              )}
              {m.id === selfId && !m.is_head && (
                <Chip size="small" variant="outlined" label={translate('app.member.self')} />
              )}
            </>
          ),
        },
        { label: 'resources.members.fields.mobile_no', render: (m) => m.mobile_no },
        { label: 'app.member.relation', render: relationName },
      ]}
      nameOf={memberName}
      photoOf={(m) => m.photo}
      keyOf={(m) => m.id}
      canEdit={(m) => !m.is_head}
      canRemove={(m) => !m.is_head && m.id !== selfId}
      extraActions={(m, family, update) =>
        !m.is_head && (
          <ConfirmButton
            label="app.member.make_head"
            subject={memberName(m)}
            question="app.confirm.make_head"
            icon={<StarIcon />}
            onConfirm={() => update(family.map((f) => ({ ...f, is_head: f.id === m.id })))}
          />
        )
      }
      dialog={(props) => <FamilyDialog {...props} />}
    />
  );
};
