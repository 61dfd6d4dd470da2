import { Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { LiveButton } from '../common/buttons/LiveButton';
import { LiveChip } from '../common/lists/LiveChip';
import { ResourceList } from '../common/lists/ResourceList';
import {
  ScheduleInputs,
  parseStart,
  useDurationText,
  useStartFormat,
} from '../common/inputs/schedule';
import type { AppEvent } from './types';

/** The start, and "Past" once the event is over. */
const Start = () => {
  const record = useRecordContext<AppEvent>();
  const start = useStartFormat();
  const translate = useTranslate();
  const [now] = useState(() => Date.now());
  if (!record) return null;
  const ended =
    record.past ??
    (parseStart(record.start_date)?.getTime() ?? Infinity) + record.time * 60_000 < now;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{start(record.start_date)}</span>
      {ended && <Chip size="small" variant="outlined" label={translate('app.event.past')} />}
    </Stack>
  );
};
const Duration = () => {
  const record = useRecordContext<AppEvent>();
  const duration = useDurationText();
  return <>{duration(record?.time)}</>;
};

/**
 * /events: upcoming first (the server's order until a column is chosen), past ones
 * marked; add and edit in a dialog, live or off, Remove.
 */
const EventList = () => (
  <ResourceList
    title="resources.events.name"
    // No sort asked: the server lists upcoming events first, then the past ones.
    sort={{ field: '', order: 'ASC' }}
    actions={
      <AddInDialogButton label="app.common.add">
        <ScheduleInputs start="start_date" />
      </AddInDialogButton>
    }
  >
    <DataTable<AppEvent> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" render={(row) => <span translate="no">{row.name}</span>} />
      <DataTable.Col source="start_date">
        <Start />
      </DataTable.Col>
      <DataTable.Col source="time">
        <Duration />
      </DataTable.Col>
      <DataTable.Col source="status" render={(row) => <LiveChip live={!!row.status} />} />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <EditInDialogButton>
          <ScheduleInputs start="start_date" />
        </EditInDialogButton>
        <LiveButton
          resource="events"
          action="publish"
          data={(row) => ({ id: row.id, status: !!row.status })}
        />
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default EventList;
