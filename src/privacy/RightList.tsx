import { Chip, Link, Typography } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  DateInput,
  FormDataConsumer,
  SelectInput,
  TextInput,
  required,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RIGHT_KINDS, RIGHT_STATUSES, isLate } from '../../shared/rights';
import { todayIn } from '../../shared/days';
import { AddInDialogButton } from '../common/buttons/DialogButtons';
import { FilterDialogButton } from '../common/buttons/FilterDialogButton';
import { MemberPicker } from '../common/inputs/MemberPicker';
import { ResourceList } from '../common/lists/ResourceList';
import { StatusTabs } from '../common/lists/StatusTabs';
import { useFormats } from '../common/hooks/useFormats';
import { useRightsWords } from './useRightsWords';
import type { AppRight } from './types';

/** The due day, red once an open request is past it. */
export const DueOn = ({ row }: { row: AppRight }) => {
  const words = useRightsWords();
  const { date } = useFormats();
  return isLate(row, todayIn()) ? (
    <Chip size="small" color="error" label={`${date(row.due_on)} · ${words('late')}`} />
  ) : (
    <>{date(row.due_on)}</>
  );
};

/** What the office records for a member who phoned or wrote. */
const RightInputs = () => {
  const words = useRightsWords();
  return (
    <>
      <MemberPicker source="member_id" label={words('fields.member_id')} validate={required()} />
      <SelectInput
        source="kind"
        label={words('fields.kind')}
        choices={RIGHT_KINDS.map((id) => ({ id, name: words(`kinds.${id}`) }))}
        validate={required()}
        fullWidth
      />
      <DateInput
        source="received_on"
        label={words('fields.received_on')}
        validate={required()}
        fullWidth
      />
      <TextInput source="details" label={words('fields.details')} multiline fullWidth />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === 'nomination' && (
            <>
              <TextInput
                source="nominee_name"
                label={words('fields.nominee_name')}
                validate={required()}
                fullWidth
              />
              <TextInput
                source="nominee_mobile"
                label={words('fields.nominee_mobile')}
                validate={required()}
                fullWidth
              />
              <TextInput
                source="nominee_relation"
                label={words('fields.nominee_relation')}
                fullWidth
              />
            </>
          )
        }
      </FormDataConsumer>
    </>
  );
};

/**
 * /privacy_requests (docs/privacy.md "Rights"): every request under the members'
 * rights, the soonest due first, open ones by default, a late one in red; the
 * office records one for a member who phoned; each opens on its own page.
 */
const RightList = () => {
  const words = useRightsWords();
  const { date } = useFormats();
  return (
    <ResourceList
      title="resources.privacy_requests.name"
      sort={{ field: 'due_on', order: 'ASC' }}
      filterDefaultValues={{ status: 'open' }}
      header={
        <>
          <Typography color="text.secondary" sx={{ px: 2, pt: 1 }}>
            {words('intro')}
          </Typography>
          <StatusTabs
            statuses={RIGHT_STATUSES}
            words={(status) => words(`statuses.${status}`)}
            first="open"
          />
        </>
      }
      actions={
        <>
          <AddInDialogButton label={words('new')} defaultValues={{ received_on: todayIn() }}>
            <RightInputs />
          </AddInDialogButton>
          <FilterDialogButton elsewhere={['status']}>
            <SelectInput
              source="kind"
              label={words('fields.kind')}
              choices={RIGHT_KINDS.map((id) => ({ id, name: words(`kinds.${id}`) }))}
              emptyText={words('all')}
              fullWidth
            />
            <BooleanInput
              source="late"
              label={words('late_only')}
              format={(v) => v === '1'}
              parse={(v: boolean) => (v ? '1' : '')}
            />
          </FilterDialogButton>
        </>
      }
    >
      <DataTable<AppRight> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="received_on"
          label={words('fields.received_on')}
          render={(row) => date(row.received_on)}
        />
        <DataTable.Col
          source="name"
          label={words('fields.name')}
          disableSort
          render={(row) => (
            <Link component={RouterLink} to={`/privacy_requests/${row.id}/show`} translate="no">
              {row.name}
            </Link>
          )}
        />
        <DataTable.Col
          source="kind"
          label={words('fields.kind')}
          render={(row) => words(`kinds.${row.kind}`)}
        />
        <DataTable.Col
          source="source"
          label={words('fields.source')}
          disableSort
          render={(row) => words(`sources.${row.source}`)}
        />
        <DataTable.Col
          source="due_on"
          label={words('fields.due_on')}
          render={(row) => <DueOn row={row as AppRight} />}
        />
        <DataTable.Col
          source="status"
          label={words('fields.status')}
          render={(row) => words(`statuses.${row.status}`)}
        />
      </DataTable>
    </ResourceList>
  );
};

export default RightList;
