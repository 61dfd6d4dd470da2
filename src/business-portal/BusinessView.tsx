import { LoadingBar } from '../common/page/LoadingBar';
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  RecordContextProvider,
  ResourceContextProvider,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ThumbnailButton } from '../common/dialogs/ImageViewer';
import { LiveButton } from '../common/buttons/LiveButton';
import { PageTitle } from '../common/page/PageTitle';
import { photoUrl } from '../common/format/photoUrl';
import type { AppDataProvider } from '../resources';
import { getBusiness } from './businessPortalApi';
import { HistoryButton } from '../common/buttons/HistoryButton';
import { MemberLink } from '../common/page/MemberLink';
import { LiveChip } from '../common/lists/LiveChip';
import { partnerMobile, partnerName } from './PartnersSection';

const Line = ({ label, value }: { label: string; value?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 140 }}>
        {translate(label)}
      </Typography>
      <Typography translate="no" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
};

/**
 * /business-portal/{id} (docs/product.md §2): the business as the family app shows it —
 * name, type, address, mobile, email, logo, partners — with the live switch,
 * Edit and Back.
 */
export const BusinessView = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The live button reloads through react-admin's refresh, which refetches this query too.
  const business = useQuery({
    queryKey: ['business-portal', 'one', id],
    queryFn: () => getBusiness(dataProvider, id!),
  });
  const b = business.data;
  const fields = 'resources.business-portal.fields';
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <PageTitle
        title={b ? 'app.business_portal.view_named' : 'app.business_portal.view_title'}
        options={{ name: b?.name ?? '' }}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to="/business-portal" startIcon={<ArrowBackIcon />}>
          {translate('app.common.back')}
        </Button>
        {b && (
          <Button component={Link} to={`/business-portal/${b.id}/edit`} startIcon={<EditIcon />}>
            {translate('ra.action.edit')}
          </Button>
        )}
        {b && <HistoryButton resource="business-portal" id={b.id} />}
      </Stack>
      {!b ? (
        <LoadingBar />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <ThumbnailButton src={b.logo} thumb={b.thumb} title={b.name} size={72} />
              <Box>
                <Typography variant="h6" component="h2" translate="no">
                  {b.name}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <LiveChip live={!!b.status} />
                  <ResourceContextProvider value="business-portal">
                    <RecordContextProvider value={b}>
                      <LiveButton resource="business-portal" action="status" />
                    </RecordContextProvider>
                  </ResourceContextProvider>
                </Stack>
              </Box>
            </Stack>
            <Line label={`${fields}.business_id`} value={b.business?.name} />
            <Line
              label={`${fields}.member_id`}
              value={b.member ? <MemberLink member={b.member} /> : b.owner_name}
            />
            <Line
              label={`${fields}.address`}
              value={[
                b.address,
                b.city,
                typeof b.state === 'string' ? b.state : null,
                typeof b.country === 'string' && b.in_foreign_land ? b.country : null,
              ]
                .filter(Boolean)
                .join(', ')}
            />
            <Line label={`${fields}.mobile_no`} value={b.mobile_no} />
            <Line label={`${fields}.email`} value={b.email} />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('app.business_portal.partners')}
            </Typography>
            {!b.members?.length ? (
              <Typography color="text.secondary">
                {translate('app.business_portal.no_partners')}
              </Typography>
            ) : (
              <List dense>
                {b.members.map((p, i) => (
                  <ListItem key={p.id ?? i} disableGutters>
                    <ListItemAvatar>
                      <Avatar src={photoUrl(p.information?.thumb ?? p.information?.photo)} alt="" />
                    </ListItemAvatar>
                    <ListItemText
                      primary={<span translate="no">{partnerName(p)}</span>}
                      secondary={partnerMobile(p)}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

export default BusinessView;
