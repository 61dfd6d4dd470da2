import { useRecordContext } from 'react-admin';
import { ActionButton } from './ActionButton';

interface Props {
  /** The action that switches it (the endpoint table's `status` by default). */
  action?: string;
  /** What the action sends; by default the inverse of the current status (spec §4). */
  data?: (record: { id: number; status?: unknown } & Record<string, unknown>) => object;
}

/**
 * 'Make it live' or 'Make it off' for a row that is shown in the family app once
 * live (businesses, programs, events), after the spec's question; declining
 * reloads the list unchanged.
 */
export const LiveButton = ({
  action = 'status',
  data = (row) => ({ status: !row.status }),
}: Props) => {
  const record = useRecordContext<{ id: number; status?: unknown }>();
  const live = !!record?.status;
  return (
    <ActionButton
      action={action}
      data={data}
      label={live ? 'app.live.make_off' : 'app.live.make_live'}
      question={live ? 'app.confirm.remove_live' : 'app.confirm.make_live'}
    />
  );
};
