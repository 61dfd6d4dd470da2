import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { Chip } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  useGetIdentity,
  useRecordContext,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ActionButton } from '../common/buttons/ActionButton';
import { AddInDialogButton, EditInDialogButton } from '../common/buttons/DialogButtons';
import { placeName } from '../common/format/placeName';
import { ResourceList } from '../common/lists/ResourceList';
import { useFormats } from '../common/hooks/useFormats';
import { AccountInputs } from './AccountInputs';
import { LinkDialog } from './LinkDialog';
import type { Account } from './types';

const STATE_COLOR = { active: 'success', invited: 'warning', disabled: 'default' } as const;

/** The form's values from a row: districts as their ids. */
const initial = (record: RaRecord) => ({
  districts: (record as Account).districts.map((d) => d.id),
});

/**
 * /accounts: who signs in, with which role and districts. Add an account (it gets a
 * one-time sign-in link to copy and send), change its role, give a new link,
 * disable or enable it. Administrators only (docs/security.md "Accounts").
 */
const AccountList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useFormats();
  const [shown, setShown] = useState<Account | null>(null);
  const showLink = (answer: unknown) =>
    setShown((answer as { data?: Account } | undefined)?.data ?? null);
  return (
    <>
      <ResourceList
        title="resources.accounts.name"
        sort={{ field: 'name', order: 'ASC' }}
        recordLabel={(row) => (row as Account).name}
        actions={
          <AddInDialogButton
            label="app.common.add"
            defaultValues={{ role: 'coordinator', districts: [] }}
            onSaved={(record) => setShown(record as Account)}
          >
            <AccountInputs withEmail />
          </AddInDialogButton>
        }
      >
        <DataTable<Account> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="name"
            render={(a: Account) => <span translate="no">{a.name}</span>}
          />
          <DataTable.Col
            source="email"
            render={(a: Account) => <span translate="no">{a.email}</span>}
          />
          <DataTable.Col
            source="role"
            render={(a: Account) => translate(`app.account.roles.${a.role}`)}
          />
          <DataTable.Col
            source="districts"
            disableSort
            render={(a: Account) =>
              a.role === 'coordinator' ? (
                <span translate="no">
                  {a.districts.map((d) => placeName(d, locale)).join(', ')}
                </span>
              ) : (
                translate('app.account.every_district')
              )
            }
          />
          <DataTable.Col
            source="state"
            disableSort
            render={(a: Account) => (
              <Chip
                size="small"
                color={STATE_COLOR[a.state]}
                label={translate(`app.account.states.${a.state}`)}
                title={
                  a.link_expires_at
                    ? translate('app.account.link_open', { until: dateTime(a.link_expires_at) })
                    : undefined
                }
              />
            )}
          />
          <DataTable.Col label="app.common.actions" align="right" disableSort>
            <EditInDialogButton initial={initial}>
              <AccountInputs />
            </EditInDialogButton>
            <ActionButton
              resource="accounts"
              action="link"
              data={() => ({})}
              label="app.account.new_link"
              question="app.account.new_link_question"
              icon={<LinkIcon />}
              onDone={showLink}
            />
            <StateButton />
          </DataTable.Col>
        </DataTable>
      </ResourceList>
      <LinkDialog
        link={shown?.link ?? null}
        name={shown?.name ?? ''}
        email={shown?.email ?? ''}
        onClose={() => setShown(null)}
      />
    </>
  );
};

/** Disable an account (its sessions end at once), or enable a disabled one. */
const StateButton = () => {
  const account = useRecordContext<Account>();
  const { identity } = useGetIdentity();
  // One's own account is not disabled from here (the server refuses it too).
  if (!account || account.id === identity?.id) return null;
  const action = account.state === 'disabled' ? 'enable' : 'disable';
  return (
    <ActionButton
      resource="accounts"
      action={action}
      data={() => ({})}
      label={`app.account.${action}`}
      question={`app.account.${action}_question`}
      icon={action === 'enable' ? <CheckCircleIcon /> : <BlockIcon />}
    />
  );
};

export default AccountList;
