import { GroupList } from '../common/lists/GroupList';

/** /donor: donors with their show/hide switch and a link to their members. */
const DonorList = () => <GroupList resource="donor" />;

export default DonorList;
