import { GroupList } from '../common/lists/GroupList';

/** /committee: committees with their show/hide switch and a link to their members. */
const CommitteeList = () => <GroupList resource="committee" />;

export default CommitteeList;
