import { LoadingBar } from '../common/page/LoadingBar';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { SubmitButton } from '../common/buttons/SubmitButton';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { HistoryButton } from '../common/buttons/HistoryButton';
import { PageTitle } from '../common/page/PageTitle';
import { memberName } from '../common/inputs/MemberPicker';
import { useLookup } from '../common/hooks/useLookup';
import type { AppDataProvider } from '../resources';
import { FamilySection } from './FamilySection';
import { getMember, saveMember } from './memberApi';
import { memberFormErrors, newMember } from './memberFormData';
import { INDIA_ID, isGujarat, isTrue } from '../common/format/places';
import {
  AppSettingsSection,
  BasicSection,
  BusinessSection,
  OtherInfoSection,
} from './MemberSections';
import type { Member } from './types';
import { useServerText } from '../providers/serverText';
import { useMayWrite } from '../common/hooks/useMayWrite';

/** The loaded member as the form holds it: flags as booleans, the date from b_date. */
const toForm = (member: Member): Partial<Member> => ({
  ...member,
  date_of_birth: member.b_date ?? member.date_of_birth ?? '',
  in_foreign_land: isTrue(member.in_foreign_land),
  in_dpvs: isTrue(member.in_dpvs),
  photo_file: null,
});

/**
 * /member/add and /member/{id}/edit: the whole member form (docs/product.md §2 "Members"),
 * sent as one multipart `POST /members`; server errors show under their fields. An
 * account that may not write members (a viewer) reads the same page with every
 * field disabled and no Save.
 */
export const MemberFormPage = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const say = useServerText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const states = useLookup('states', { country_id: INDIA_ID });
  const mayWrite = useMayWrite('members', id ? 'edit' : 'create');
  const member = useQuery({
    queryKey: ['member', id],
    queryFn: () => getMember(dataProvider, id!),
    enabled: !!id,
  });

  const save = async (values: Record<string, unknown>) => {
    try {
      await saveMember(dataProvider, values as Partial<Member>);
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      await queryClient.invalidateQueries({ queryKey: ['members'] });
      navigate('/members');
      return undefined;
    } catch (error) {
      return memberFormErrors(error, say);
    }
  };

  const ready = id ? member.data : !states.isPending;
  const gujaratId = states.data?.find((s) => isGujarat(s.name))?.id;
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <PageTitle
        title={
          !id
            ? 'app.member.add_title'
            : member.data
              ? mayWrite
                ? 'app.member.edit_named'
                : 'app.member.show_named'
              : 'app.member.edit_title'
        }
        options={{ name: member.data ? memberName(member.data) : '' }}
      />
      <Button component={Link} to="/members" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('app.common.back')}
      </Button>
      {id && <HistoryButton resource="members" id={id} />}
      {!ready ? (
        <LoadingBar />
      ) : (
        <Form
          record={member.data ? toForm(member.data) : newMember(gujaratId)}
          onSubmit={save}
          mode="onBlur"
          resource="members"
          disabled={!mayWrite}
          warnWhenUnsavedChanges={mayWrite}
        >
          <BasicSection />
          <OtherInfoSection />
          <AppSettingsSection />
          <BusinessSection />
          <FamilySection />
          {mayWrite && (
            <Stack direction="row" spacing={2}>
              <SubmitButton label="ra.action.save" />
              <Button component={Link} to="/members">
                {translate('ra.action.cancel')}
              </Button>
            </Stack>
          )}
        </Form>
      )}
    </Box>
  );
};

export default MemberFormPage;
