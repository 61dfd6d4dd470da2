import type { SvgIconComponent } from '@mui/icons-material';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FlightIcon from '@mui/icons-material/Flight';
import PolicyIcon from '@mui/icons-material/Policy';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Avatar, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { createElement } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardDetails } from './types';
import { useFormats } from '../common/hooks/useFormats';

interface StatCard {
  key: string;
  icon: SvgIconComponent;
  color: string;
  /** Undefined where the backend does not count it (the original backend has no member page). */
  value: (d: DashboardDetails) => number | undefined;
  /** A share of all families, shown as a percentage. */
  percent?: boolean;
}

/** The eight cards of docs/product.md §2 "Dashboard", in the product's order. */
export const statCards: StatCard[] = [
  { key: 'allMembers', icon: GroupsIcon, color: '#1565c0', value: (d) => d.members.allMembers },
  {
    key: 'completeProfiles',
    icon: HowToRegIcon,
    color: '#2e7d32',
    value: (d) => d.members.completeProfiles,
  },
  {
    key: 'incompleteProfiles',
    icon: PendingActionsIcon,
    color: '#ef6c00',
    value: (d) => d.members.incompleteProfiles,
  },
  { key: 'inForeign', icon: FlightIcon, color: '#6a1b9a', value: (d) => d.members.inForeign },
  {
    key: 'unapprovedBusiness',
    icon: StorefrontIcon,
    color: '#c62828',
    value: (d) => d.business.unapprovedBusiness,
  },
  {
    key: 'approvedBusiness',
    icon: VerifiedIcon,
    color: '#00838f',
    value: (d) => d.business.approvedBusiness,
  },
  { key: 'jobs', icon: BusinessCenterIcon, color: '#4e342e', value: (d) => d.jobs },
  { key: 'allFamilies', icon: FamilyRestroomIcon, color: '#0277bd', value: (d) => d.allFamilies },
  // Our server's (docs/member-door.md): families that checked their record in the last 12 months.
  {
    key: 'verifiedFamilies',
    icon: FactCheckIcon,
    color: '#2e7d32',
    value: (d) => d.verifiedFamilies,
  },
  // Our server's (docs/privacy.md): the share of families with the privacy notice on record.
  {
    key: 'noticeFamilies',
    icon: PolicyIcon,
    color: '#6a1b9a',
    percent: true,
    value: (d) =>
      d.noticeFamilies === undefined
        ? undefined
        : d.allFamilies
          ? Math.round((100 * d.noticeFamilies) / d.allFamilies)
          : 0,
  },
];

export const StatCards = ({ data }: { data?: DashboardDetails }) => {
  const translate = useTranslate();
  const formats = useFormats();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {statCards
        .filter((card) => !data || card.value(data) !== undefined)
        .map((card) => {
          const labelId = `card-${card.key}`;
          return (
            <Card key={card.key} role="group" aria-labelledby={labelId} data-testid={labelId}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Avatar sx={{ bgcolor: card.color, width: 48, height: 48 }}>
                  {createElement(card.icon)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography id={labelId} variant="body2" color="text.secondary" noWrap>
                    {translate(`app.dashboard.cards.${card.key}`)}
                  </Typography>
                  <Typography variant="h5" component="p" data-testid={`${labelId}-value`}>
                    {data ? (
                      `${formats.number(card.value(data) ?? 0)}${card.percent ? ' %' : ''}`
                    ) : (
                      <Skeleton width={64} />
                    )}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          );
        })}
    </Box>
  );
};
