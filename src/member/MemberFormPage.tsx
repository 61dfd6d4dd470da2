import { memberName } from '../common/inputs/MemberPicker';
import { useLookup } from '../common/hooks/useLookup';
import { RecordFormPage } from '../common/page/RecordFormPage';
import { INDIA_ID, isGujarat, isTrue } from '../common/format/places';
import { useServerText } from '../providers/serverText';
import { FamilySection } from './FamilySection';
import { useOurServer } from '../common/hooks/useOurServer';
import { memberBody, memberFormErrors, newMember } from './memberFormData';
import {
  AppSettingsSection,
  BasicSection,
  BusinessSection,
  OtherInfoSection,
} from './MemberSections';
import type { Member } from './types';
import { MemberMessages } from '../messaging/MemberMessages';
import { KinSection } from '../kin/KinSection';

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
  const say = useServerText();
  const states = useLookup('states', { country_id: INDIA_ID });
  const gujaratId = states.data?.find((s) => isGujarat(s.name))?.id;
  const ours = useOurServer();
  const start = newMember(gujaratId);
  return (
    <RecordFormPage<Member & { id: number }>
      resource="members"
      listPath="/members"
      titles={{
        add: 'app.member.add_title',
        edit: 'app.member.edit_title',
        editNamed: 'app.member.edit_named',
        showNamed: 'app.member.show_named',
      }}
      nameOf={memberName}
      toForm={toForm}
      newRecord={
        states.isPending
          ? undefined
          : ours
            ? { ...start, settings: { isMobile: true, isAddress: true, isAnniversary: true } }
            : start
      }
      transform={(values) => memberBody(values as Partial<Member>)}
      toErrors={(error) => memberFormErrors(error, say)}
    >
      <BasicSection extended={ours} />
      <OtherInfoSection />
      <AppSettingsSection extended={ours} />
      <MemberMessages />
      <BusinessSection />
      <FamilySection />
      <KinSection />
    </RecordFormPage>
  );
};

export default MemberFormPage;
