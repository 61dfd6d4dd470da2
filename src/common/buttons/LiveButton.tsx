import { useRecordContext } from 'react-admin';
import type { ActionName, ResourceName } from '../../resources';
import { ActionButton } from './ActionButton';

interface Props<R extends ResourceName> {
  resource: R;
  /** The action that switches it: `status` (sends the new status) or `publish`. */
  action: ActionName<R>;
  /** What the action sends: by default the inverse of the current status. */
  data?: (record: { id: number; status?: unknown } & Record<string, unknown>) => object;
}

/**
 * 'Make it live' or 'Make it off' for a row that the family app shows once live
 * (businesses, programs, events), after the question; declining reloads the list
 * unchanged.
 */
export const LiveButton = <R extends ResourceName>({
  resource,
  action,
  data = (row) => ({ status: !row.status }),
}: Props<R>) => {
  const record = useRecordContext<{ id: number; status?: unknown }>();
  const live = !!record?.status;
  return (
    <ActionButton
      resource={resource}
      action={action}
      data={data}
      label={live ? 'app.live.make_off' : 'app.live.make_live'}
      question={live ? 'app.confirm.remove_live' : 'app.confirm.make_live'}
    />
  );
};
