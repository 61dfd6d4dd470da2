import type { ReactElement } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import type { ActionName, ResourceName } from '../../resources';
import { ConfirmButton } from './ConfirmButton';
import { useAction } from '../hooks/useAction';
import { useMayWrite } from '../hooks/useMayWrite';

interface Props<R extends ResourceName> {
  /** The row's resource, and one of its actions in the endpoint table (`publish`, `approve`). */
  resource: R;
  action: ActionName<R>;
  /** What the action sends, from the row (`{ result_segment_id: row.id }`). */
  data: (record: { id: number } & Record<string, unknown>) => object;
  /** Translation keys of the button and of the question it asks first. */
  label: string;
  question: string;
  icon?: ReactElement;
  disabled?: boolean;
  /** What the server answered, once done (a new sign-in link to show). */
  onDone?: (answer: unknown) => void;
}

/**
 * A row's action after its confirmation (make a year live, approve a result,
 * resend): sends it through the endpoint table, then reloads the list. A refusal
 * shows the server's message in the snackbar and changes nothing; declining
 * reloads the list unchanged (docs/product.md, "Confirmations").
 */
export const ActionButton = <R extends ResourceName>({
  resource,
  action,
  data,
  label,
  question,
  icon,
  disabled,
  onDone,
}: Props<R>) => {
  const record = useRecordContext<{ id: number } & Record<string, unknown>>();
  const send = useAction(resource, action);
  const mayAct = useMayWrite(resource, String(action));
  const refresh = useRefresh();
  if (!record || !mayAct) return null;
  return (
    <ConfirmButton
      label={label}
      question={question}
      icon={icon}
      disabled={disabled}
      onCancel={refresh}
      onConfirm={() =>
        send
          .mutateAsync({ id: record.id, data: data(record) })
          .then(onDone)
          .catch(() => undefined)
      }
    />
  );
};
