import { DataTable, DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { FilterDialogButton } from '../common/FilterDialogButton';
import { ResourceList } from '../common/ResourceList';
import { useFormats } from '../common/useFormats';
import { AuditChanges } from './AuditChanges';
import { useAuditLog } from './useAuditLog';
import { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditEvent } from './types';

const AuditFilters = () => {
  const translate = useTranslate();
  const { accounts } = useAuditLog();
  return (
    <>
      <SelectInput source="user_id" label="resources.audit.fields.user_name" choices={accounts} />
      <SelectInput
        source="action"
        label="resources.audit.fields.action"
        choices={AUDIT_ACTIONS.map((id) => ({ id, name: translate(`app.audit.actions.${id}`) }))}
      />
      <SelectInput
        source="resource"
        label="resources.audit.fields.resource"
        choices={AUDIT_RESOURCES.map((id) => ({ id, name: id }))}
      />
      <TextInput source="record_id" label="resources.audit.fields.record_id" />
      <DateInput source="from" label="app.audit.date_from" />
      <DateInput source="to" label="app.audit.date_to" />
    </>
  );
};

/**
 * /audit: who changed what, when and from where, newest first; each row opens
 * to its field changes. Filters by action, resource, record and dates; the
 * search looks in the record labels.
 */
export const AuditList = () => {
  const translate = useTranslate();
  const formats = useFormats();
  return (
    <ResourceList
      title="resources.audit.name"
      sort={{ field: 'at', order: 'DESC' }}
      actions={
        <FilterDialogButton>
          <AuditFilters />
        </FilterDialogButton>
      }
    >
      <DataTable<AuditEvent> bulkActionButtons={false} rowClick="expand" expand={<AuditChanges />}>
        <DataTable.Col source="at" render={(e) => formats.dateTime(e.at)} />
        <DataTable.Col source="user_name" disableSort render={(e) => e.user_name ?? '—'} />
        <DataTable.Col
          source="action"
          disableSort
          render={(e) => translate(`app.audit.actions.${e.action}`, { _: e.action })}
        />
        <DataTable.Col source="label" disableSort />
      </DataTable>
    </ResourceList>
  );
};

export default AuditList;
