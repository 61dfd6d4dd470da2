import { DataTable, DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { FilterDialogButton } from '../common/buttons/FilterDialogButton';
import { ResourceList } from '../common/lists/ResourceList';
import { useFormats } from '../common/hooks/useFormats';
import { AuditChanges } from './AuditChanges';
import { useAuditFormat } from './auditFormat';
import { useAuditLog } from '../common/hooks/useAuditLog';
import { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditEvent } from './types';

const AuditFilters = () => {
  const translate = useTranslate();
  const format = useAuditFormat();
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
        choices={AUDIT_RESOURCES.map((id) => ({ id, name: format.area(id) }))}
      />
      <TextInput source="record_id" label="resources.audit.fields.record_id" />
      <DateInput source="from" label="app.audit.date_from" />
      <DateInput source="to" label="app.audit.date_to" />
    </>
  );
};

/**
 * /audit: who did what to which record, when and from where, newest first, in
 * the reader's language; each row opens to its changes. Filters by account,
 * action, area, record and dates; the search looks in the record names.
 */
export const AuditList = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const format = useAuditFormat();
  const { accounts } = useAuditLog();
  // A History link sets the area and record in the address: its chips read as the dialog's would.
  const describe = (key: string, value: unknown) => {
    const text = String(value);
    if (key === 'resource') return format.area(text as AuditEvent['resource']);
    if (key === 'action') return translate(`app.audit.actions.${text}`, { _: text });
    if (key === 'user_id') return accounts.find((a) => String(a.id) === text)?.name;
    if (key === 'from' || key === 'to') return formats.date(text);
    return undefined;
  };
  return (
    <ResourceList
      title="resources.audit.name"
      sort={{ field: 'at', order: 'DESC' }}
      // The filters live in the address only: a record's History link filters the
      // log, and opening the log from the menu starts unfiltered.
      storeKey={false}
      actions={
        <FilterDialogButton describe={describe}>
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
        <DataTable.Col source="resource" disableSort render={(e) => format.area(e.resource)} />
        <DataTable.Col
          source="label"
          disableSort
          render={(e) => (
            <span translate="no">{e.label ?? (e.record_id ? `#${e.record_id}` : '—')}</span>
          )}
        />
      </DataTable>
    </ResourceList>
  );
};

export default AuditList;
