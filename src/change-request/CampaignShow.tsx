import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { DataTable, SelectInput, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { NestedList } from '../common/lists/NestedList';
import { useFormats } from '../common/hooks/useFormats';
import type { AppCampaign, CampaignFamily } from './types';

const COUNTS = ['families', 'sent', 'opened', 'confirmed', 'proposed', 'waiting'] as const;

/** The campaign's numbers, each a figure with its word. */
const Counts = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { number } = useFormats();
  const { data } = useGetOne<AppCampaign>('verification_campaigns', { id: Number(id) });
  if (!data) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
      {COUNTS.map((count) => (
        <Card key={count} variant="outlined" sx={{ minWidth: 140 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.change_request.counts.${count}`)}
            </Typography>
            <Typography variant="h5" component="p">
              {number(data[count])}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

/** What a family did: opened the link, confirmed, proposed changes. */
const Answer = ({ row }: { row: CampaignFamily }) => {
  const translate = useTranslate();
  const { dateTime } = useFormats();
  const done = [
    ['confirmed', row.confirmed_at],
    ['proposed', row.proposed_at],
    ['opened', row.opened_at],
  ] as const;
  const first = done.find(([, at]) => at);
  if (!first) return <>{translate('app.change_request.answered_no')}</>;
  return (
    <Box component="span">
      {translate(`app.change_request.counts.${first[0]}`)} · {dateTime(first[1]!)}
    </Box>
  );
};

/**
 * /verification_campaigns/{id}/show: the campaign's numbers, and its families with
 * who has not answered, so a coordinator can phone them.
 */
const CampaignShow = () => {
  const translate = useTranslate();
  return (
    <NestedList
      resource="campaign_families"
      parent="verification_campaigns"
      parentField="campaign_id"
      header={(id) => <Counts id={id} />}
      filters={() => (
        <SelectInput
          source="answered"
          label="app.change_request.answered"
          choices={[
            { id: 'yes', name: 'app.change_request.answered_yes' },
            { id: 'no', name: 'app.change_request.answered_no' },
          ]}
          fullWidth
        />
      )}
    >
      <DataTable<CampaignFamily> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="name"
          label="app.change_request.head"
          disableSort
          render={(row) =>
            row.head_id ? (
              <Link component={RouterLink} to={`/member/${row.head_id}/edit`} translate="no">
                {row.name}
              </Link>
            ) : (
              row.name
            )
          }
        />
        <DataTable.Col source="mobile_no" label="resources.members.fields.mobile_no" disableSort />
        <DataTable.Col source="village" label="resources.members.fields.village_id" disableSort />
        <DataTable.Col
          source="sent"
          label="app.change_request.counts.sent"
          disableSort
          render={(row) => (
            <Chip
              size="small"
              variant="outlined"
              label={translate(`app.change_request.sent_states.${row.sent}`)}
            />
          )}
        />
        <DataTable.Col
          source="opened_at"
          label="app.change_request.answered"
          disableSort
          render={(row) => <Answer row={row as CampaignFamily} />}
        />
      </DataTable>
    </NestedList>
  );
};

export default CampaignShow;
