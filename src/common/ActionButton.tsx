import type { ReactElement } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { ConfirmButton } from './ConfirmButton';

interface Props {
  /** The action of the row's resource in the endpoint table (`publish`, `approve`). */
  action: string;
  /** What the action sends, from the row (`{ result_segment_id: row.id }`). */
  data: (record: { id: number } & Record<string, unknown>) => object;
  /** Translation keys of the button and the spec's question. */
  label: string;
  question: string;
  icon?: ReactElement;
  disabled?: boolean;
}

/**
 * A row's action after the spec's confirmation (make a year live, approve a
 * result): sends it through the endpoint table, then reloads the list. A refusal
 * shows the server's message in the snackbar and changes nothing.
 */
export const ActionButton = ({ action, data, label, question, icon, disabled }: Props) => {
  const record = useRecordContext<{ id: number } & Record<string, unknown>>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  if (!record || !resource) return null;
  return (
    <ConfirmButton
      label={label}
      question={question}
      icon={icon}
      disabled={disabled}
      // Declining reloads the list unchanged (spec §4).
      onCancel={refresh}
      onConfirm={async () => {
        try {
          await dataProvider.action(resource, action, { id: record.id, data: data(record) });
        } catch {
          // The server's message is already in the snackbar.
        }
        refresh();
      }}
    />
  );
};
