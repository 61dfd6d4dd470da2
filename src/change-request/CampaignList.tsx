import { Link, Typography } from '@mui/material';
import {
  DataTable,
  NumberInput,
  RadioButtonGroupInput,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AddInDialogButton } from '../common/buttons/DialogButtons';
import { BackButton } from '../common/buttons/LinkButton';
import { ResourceList } from '../common/lists/ResourceList';
import { PlaceFilters } from '../common/inputs/PlaceFilters';
import { useFormats } from '../common/hooks/useFormats';
import type { AppCampaign } from './types';

const COUNTS = ['families', 'sent', 'opened', 'confirmed', 'proposed', 'waiting'] as const;

/** The campaign's form: its name, the families it reaches, how stale their record is. */
const CampaignInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.change_request.campaign_intro')}
      </Typography>
      <RadioButtonGroupInput
        source="kind"
        choices={[
          { id: 'verification', name: 'app.change_request.campaign_kinds.verification' },
          { id: 'notice', name: 'app.change_request.campaign_kinds.notice' },
        ]}
      />
      <TextInput source="name" validate={required()} fullWidth />
      <PlaceFilters />
      <NumberInput
        source="not_verified_months"
        min={1}
        max={120}
        helperText="app.change_request.not_verified_help"
        fullWidth
      />
    </>
  );
};

/**
 * /verification_campaigns (docs/member-door.md "Campaigns"): each campaign with how
 * many families it reached, opened the link, confirmed or proposed changes, and
 * how many have not answered; a new one in a dialog.
 */
const CampaignList = () => {
  const translate = useTranslate();
  const { date, number } = useFormats();
  return (
    <ResourceList
      title="resources.verification_campaigns.name"
      sort={{ field: 'id', order: 'DESC' }}
      actions={
        <>
          <BackButton to="/change_requests" />
          <AddInDialogButton
            label="app.change_request.new_campaign"
            defaultValues={{ kind: 'verification' }}
          >
            <CampaignInputs />
          </AddInDialogButton>
        </>
      }
    >
      <DataTable<AppCampaign> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="name"
          render={(row) => (
            <Link
              component={RouterLink}
              to={`/verification_campaigns/${row.id}/show`}
              translate="no"
            >
              {row.name}
            </Link>
          )}
        />
        <DataTable.Col
          source="kind"
          disableSort
          render={(row) => translate(`app.change_request.campaign_kinds.${row.kind}`)}
        />
        <DataTable.Col source="created_at" disableSort render={(row) => date(row.created_at)} />
        {COUNTS.map((count) => (
          <DataTable.Col
            key={count}
            source={count}
            label={translate(`app.change_request.counts.${count}`)}
            disableSort
            align="right"
            render={(row) => number(row[count])}
          />
        ))}
      </DataTable>
    </ResourceList>
  );
};

export default CampaignList;
