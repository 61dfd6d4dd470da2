import { AddPageButton } from '../common/buttons/AddPageButton';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { DataTable, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { GoesToo } from '../common/lists/GoesToo';
import { FilterDialogButton } from '../common/buttons/FilterDialogButton';
import { ThumbnailButton } from '../common/dialogs/ImageViewer';
import { LiveButton } from '../common/buttons/LiveButton';
import { LiveChip } from '../common/lists/LiveChip';
import { LookupSelect } from '../common/inputs/LookupSelect';
import { INDIA_ID } from '../common/format/places';
import { ResourceList } from '../common/lists/ResourceList';
import { RowIconButton } from '../common/buttons/RowIconButton';
import { WhenMayWrite } from '../common/access/WhenMayWrite';
import type { Business } from './types';

const RowLinks = () => {
  const record = useRecordContext<Business>();
  const navigate = useNavigate();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <WhenMayWrite resource="business-portal" action="edit">
        <RowIconButton
          label={translate('ra.action.edit')}
          icon={<EditIcon />}
          onClick={() => navigate(`/business-portal/${record.id}/edit`)}
        />
      </WhenMayWrite>
      <RowIconButton
        label={translate('app.common.view')}
        icon={<VisibilityIcon />}
        onClick={() => navigate(`/business-portal/${record.id}`)}
      />
    </>
  );
};

const Filters = () => (
  <>
    <LookupSelect
      source="businessSelected"
      lookup="businesses"
      label="resources.business-portal.fields.business_id"
      fullWidth
    />
    <LookupSelect
      source="stateSelected"
      lookup="states"
      query={{ country_id: INDIA_ID }}
      label="resources.business-portal.fields.state"
      fullWidth
    />
    <TextInput source="citySelected" label="resources.business-portal.fields.city" fullWidth />
  </>
);

const AddBusiness = () => <AddPageButton resource="business-portal" to="/business-portal/add" />;

/**
 * /business-portal: the community's businesses with their logos; search, filters
 * by type, state and city; Edit, View, live or off, Remove; Add Business.
 */
const BusinessList = () => (
  <ResourceList
    title="resources.business-portal.name"
    actions={
      <>
        <FilterDialogButton>
          <Filters />
        </FilterDialogButton>
        <AddBusiness />
      </>
    }
  >
    <DataTable<Business> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col
        source="logo"
        disableSort
        render={(row) => (
          <ThumbnailButton src={row.logo} thumb={row.thumb} title={String(row.name)} />
        )}
      />
      <DataTable.Col source="name" render={(row) => <span translate="no">{row.name}</span>} />
      <DataTable.Col source="business.name" label="resources.business-portal.fields.business_id" />
      <DataTable.Col source="city" render={(row) => <span translate="no">{row.city}</span>} />
      <DataTable.Col source="status" render={(row) => <LiveChip live={!!row.status} />} />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <RowLinks />
        <LiveButton resource="business-portal" action="status" />
        <DeleteRowButton
          verb="remove"
          details={
            <GoesToo<Business>
              counts={(r) => ({
                'app.business_portal.partners_go_too': r.partners_count,
                'app.business_portal.jobs_keep_text': r.jobs_count,
              })}
            />
          }
        />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default BusinessList;
