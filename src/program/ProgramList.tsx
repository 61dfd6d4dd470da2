import GroupsIcon from '@mui/icons-material/Groups';
import { DataTable, useRecordContext } from 'react-admin';
import { AddInDialogButton } from '../common/buttons/DialogButtons';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { ExportRowButton } from '../common/buttons/ExportButton';
import { LinkButton } from '../common/buttons/LinkButton';
import { LiveButton } from '../common/buttons/LiveButton';
import { LiveChip } from '../common/lists/LiveChip';
import { ResourceList } from '../common/lists/ResourceList';
import { ScheduleInputs, useDurationText, useStartFormat } from '../common/inputs/schedule';
import type { Program } from './types';

const Start = () => {
  const record = useRecordContext<Program>();
  const start = useStartFormat();
  return <>{start(record?.start_date)}</>;
};
const Duration = () => {
  const record = useRecordContext<Program>();
  const duration = useDurationText();
  return <>{duration(record?.time)}</>;
};
const VolunteersLink = () => {
  const record = useRecordContext<Program>();
  if (!record) return null;
  return (
    <LinkButton
      to={`/program/${record.id}/volunteers`}
      label="app.program.volunteer_types"
      icon={<GroupsIcon />}
    />
  );
};

/**
 * /programs, titled "Volunteers" as in the old product: each program with its
 * start and duration, a link to its volunteer types, Export, live or off, Remove,
 * and Add Program.
 */
const ProgramList = () => (
  <ResourceList
    title="resources.programs.name"
    sort={{ field: 'start_date', order: 'DESC' }}
    actions={
      <AddInDialogButton label="app.common.add">
        <ScheduleInputs start="date" />
      </AddInDialogButton>
    }
  >
    <DataTable<Program> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" render={(row) => <span translate="no">{row.name}</span>} />
      <DataTable.Col source="start_date">
        <Start />
      </DataTable.Col>
      <DataTable.Col source="time">
        <Duration />
      </DataTable.Col>
      <DataTable.NumberCol source="volunteers_count" />
      <DataTable.Col label="app.program.volunteer_types" disableSort>
        <VolunteersLink />
      </DataTable.Col>
      <DataTable.Col source="status" render={(row) => <LiveChip live={!!row.status} />} />
      <DataTable.Col label="app.common.actions" align="right" disableSort>
        <ExportRowButton
          resource="programs"
          data={(row) => ({ program_id: row.id })}
          done="app.program.exported"
        />
        <LiveButton
          resource="programs"
          action="publish"
          data={(row) => ({ id: row.id, status: !!row.status })}
        />
        <DeleteRowButton verb="remove" />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);

export default ProgramList;
