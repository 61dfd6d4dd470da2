import { Chip } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { ResourceList } from '../common/lists/ResourceList';
import { TemplateInputs } from './TemplateInputs';
import type { AppTemplate } from './types';

const SHORT = 70;
const STATUS_COLOR = { approved: 'success', pending: 'warning', rejected: 'error' } as const;

const Status = ({ status }: { status: AppTemplate['status'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[status]}
      label={translate(`app.messaging.statuses.${status}`)}
    />
  );
};
const Named = ({ prefix, value }: { prefix: string; value: string }) => {
  const translate = useTranslate();
  return <>{translate(`app.messaging.${prefix}.${value}`)}</>;
};

/**
 * /message-templates (docs/messaging.md "Templates"): each WhatsApp and SMS template
 * as the provider approved it; a send offers only the approved ones.
 */
const TemplateList = () => (
  <ResourceList
    title="resources.message-templates.name"
    sort={{ field: 'name', order: 'ASC' }}
    recordLabel={(row) => (row as AppTemplate).name}
    actions={
      <AddInDialogButton
        label="app.common.add"
        defaultValues={{
          channel: 'whatsapp',
          language: 'gu',
          purpose: 'notification',
          status: 'pending',
          variables: [],
        }}
      >
        <TemplateInputs />
      </AddInDialogButton>
    }
  >
    <DataTable<AppTemplate> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" render={(row) => <span translate="no">{row.name}</span>} />
      <DataTable.Col
        source="channel"
        render={(row) => <Named prefix="channels" value={row.channel} />}
      />
      <DataTable.Col
        source="language"
        render={(row) => <Named prefix="languages" value={row.language} />}
      />
      <DataTable.Col
        source="purpose"
        disableSort
        render={(row) => <Named prefix="purposes" value={row.purpose} />}
      />
      <DataTable.Col
        source="body"
        disableSort
        render={(row) => (
          <span translate="no" lang={row.language} title={row.body}>
            {row.body.length > SHORT ? `${row.body.slice(0, SHORT)}…` : row.body}
          </span>
        )}
      />
      <DataTable.Col source="status" render={(row) => <Status status={row.status} />} />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <TemplateInputs />
        </EditInDialogButton>
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default TemplateList;
