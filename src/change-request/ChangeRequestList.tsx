import CampaignIcon from '@mui/icons-material/Campaign';
import RuleIcon from '@mui/icons-material/Rule';
import { Chip, Link } from '@mui/material';
import { LinkButton } from '../common/buttons/LinkButton';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { REQUEST_KINDS } from '../../shared/door';
import { FilterDialogButton } from '../common/buttons/FilterDialogButton';
import { ResourceList } from '../common/lists/ResourceList';
import { StatusTabs } from '../common/lists/StatusTabs';
import { PlaceFilters } from '../common/inputs/PlaceFilters';
import { useFormats } from '../common/hooks/useFormats';
import type { AppChangeRequest } from './types';

const STATUSES = ['open', 'decided'] as const;

const Standing = ({ row }: { row: AppChangeRequest }) => {
  const translate = useTranslate();
  if (row.status === 'open')
    return <Chip size="small" label={translate('app.change_request.statuses.open')} />;
  return (
    <Chip
      size="small"
      color={row.outcome === 'rejected' ? 'warning' : 'success'}
      label={translate(`app.change_request.outcomes.${row.outcome}`)}
    />
  );
};

/**
 * /change_requests (docs/member-door.md "The office reviews"): what members proposed at
 * the member page, oldest waiting first by default, by district, village and kind; a
 * coordinator sees its districts'. Each opens on its own page to be decided.
 */
const ChangeRequestList = () => {
  const translate = useTranslate();
  const { date } = useFormats();
  return (
    <ResourceList
      title="resources.change_requests.name"
      search={false}
      sort={{ field: 'created_at', order: 'ASC' }}
      filterDefaultValues={{ status: 'open' }}
      header={<StatusTabs statuses={STATUSES} words="app.change_request.statuses" first="open" />}
      actions={
        <>
          <LinkButton
            to="/verification_campaigns"
            label="resources.verification_campaigns.name"
            labelOptions={{ smart_count: 2 }}
            icon={<CampaignIcon />}
          />
          <LinkButton
            to="/field_policies"
            label="resources.field_policies.name"
            icon={<RuleIcon />}
          />
          <FilterDialogButton elsewhere={['status']}>
            <SelectInput
              source="kind"
              label="resources.change_requests.fields.kind"
              choices={REQUEST_KINDS.map((kind) => ({
                id: kind,
                name: translate(`app.change_request.kinds.${kind}`),
              }))}
              fullWidth
            />
            <PlaceFilters />
          </FilterDialogButton>
        </>
      }
    >
      <DataTable<AppChangeRequest> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="created_at" render={(row) => date(row.created_at)} />
        <DataTable.Col
          source="name"
          disableSort
          render={(row) => (
            <Link component={RouterLink} to={`/change_requests/${row.id}/show`} translate="no">
              {row.name}
            </Link>
          )}
        />
        <DataTable.Col
          source="kind"
          render={(row) => translate(`app.change_request.kinds.${row.kind}`)}
        />
        <DataTable.Col
          source="village"
          disableSort
          render={(row) => (
            <span translate="no">{[row.village, row.district].filter(Boolean).join(', ')}</span>
          )}
        />
        <DataTable.Col
          source="proposer_name"
          disableSort
          render={(row) => <span translate="no">{row.proposer_name}</span>}
        />
        <DataTable.Col source="fields" disableSort align="right" />
        <DataTable.Col
          source="status"
          render={(row) => <Standing row={row as AppChangeRequest} />}
        />
      </DataTable>
    </ResourceList>
  );
};

export default ChangeRequestList;
