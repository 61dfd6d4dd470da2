import ApartmentIcon from '@mui/icons-material/Apartment';
import CategoryIcon from '@mui/icons-material/Category';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import LocalPostOfficeIcon from '@mui/icons-material/LocalPostOffice';
import SchoolIcon from '@mui/icons-material/School';
import { lazyPage } from '../common/page/lazyPage';
import type { ResourceName } from '../resources';

const NamedList = lazyPage(
  () => import('../common/lists/NamedList'),
  '/businesses',
  '/education',
  '/district',
);
const PostList = lazyPage(
  () => import('./PostList').then((m) => ({ default: m.PostList })),
  '/post',
);
const VillageList = lazyPage(
  () => import('./VillageList').then((m) => ({ default: m.VillageList })),
  '/village',
);

const named = (resource: ResourceName) => () => <NamedList resource={resource} />;
const DistrictList = () => <NamedList resource="district" gujaratiName />;

/** The masters area (docs/product.md §2 "Masters"), one <Resource> each. */
export const businesses = {
  list: named('businesses'),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
export const education = {
  list: named('education'),
  icon: SchoolIcon,
  recordRepresentation: 'name',
};
export const district = {
  list: DistrictList,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};
export const post = { list: PostList, icon: LocalPostOfficeIcon, recordRepresentation: 'name' };
export const village = {
  list: VillageList,
  icon: HolidayVillageIcon,
  recordRepresentation: 'name',
};
