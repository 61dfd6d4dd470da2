import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  Form,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ResourceName } from '../../resources';
import { HistoryButton } from '../buttons/HistoryButton';
import { SubmitButton } from '../buttons/SubmitButton';
import { useMayWrite } from '../hooks/useMayWrite';
import { LoadingBar } from './LoadingBar';
import { PageTitle } from './PageTitle';
import { AskBeforeLeaving } from './AskBeforeLeaving';

type Values = Record<string, unknown>;

interface Props<R extends RaRecord> {
  resource: ResourceName;
  /** The list the page comes from, goes back to, and returns to after a save. */
  listPath: string;
  /** Translation keys of the title: adding, editing, editing a loaded record, reading one. */
  titles: { add: string; edit: string; editNamed: string; showNamed?: string };
  /** The record's name in the title. */
  nameOf: (record: R) => string;
  /** The loaded record as the form holds it. */
  toForm: (record: R) => Values;
  /** What a new record starts with; undefined while what it needs is still loading. */
  newRecord: Values | undefined;
  /** The form's values as the API takes them. */
  transform: (values: Values) => Values;
  /** A failed save's errors under their fields (the server's words in the reader's language). */
  toErrors: (error: unknown) => Record<string, string> | undefined;
  children: ReactNode;
}

/** The server says what was saved (src/providers/http.ts): no second notice, and no redirect before the save ends. */
const mutationOptions = { onSuccess: () => undefined };

/**
 * An add and edit page of its own (the member form, a business): react-admin's
 * `CreateBase` or `EditBase` by the route's id, saved pessimistically through the
 * data provider with `transform`, the server's errors under their fields, then
 * back to the list. An account that may not write reads the same page with every
 * field disabled and no Save.
 */
export function RecordFormPage<R extends RaRecord>(props: Props<R>) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { resource, transform } = props;
  // A record that cannot be read (gone, or outside the account's districts): the
  // server's message is in the snackbar; back to the list.
  const queryOptions = { onError: () => navigate(props.listPath) };
  return id ? (
    // The page decides itself who may write (a viewer reads the same page, every
    // field disabled): react-admin's own check would refuse it; the app stays
    // signed-in only (requireAuth), and the API refuses what the role may not do.
    <EditBase
      disableAuthentication
      resource={resource}
      id={id}
      queryOptions={queryOptions}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
      redirect={false}
    >
      <RecordForm {...props} id={id} />
    </EditBase>
  ) : (
    <CreateBase
      resource={resource}
      transform={transform}
      mutationOptions={mutationOptions}
      redirect={false}
    >
      <RecordForm {...props} />
    </CreateBase>
  );
}

function RecordForm<R extends RaRecord>({
  resource,
  listPath,
  titles,
  nameOf,
  toForm,
  newRecord,
  toErrors,
  children,
  id,
}: Props<R> & { id?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const record = useRecordContext<R>();
  const { save } = useSaveContext();
  const mayWrite = useMayWrite(resource, id ? 'edit' : 'create');
  // Saved: the unsaved-changes guard stands down, then the page goes back to the list.
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) navigate(listPath);
  }, [saved, navigate, listPath]);

  const submit = async (values: Values) => {
    let failure: unknown;
    // The server's message is already in the snackbar (src/providers/http.ts); its
    // field errors go under the fields.
    await save?.(values, {
      onSuccess: () => setSaved(true),
      onError: (error: unknown) => void (failure = error),
    });
    return failure === undefined ? undefined : toErrors(failure);
  };

  const initial = id ? (record ? toForm(record) : undefined) : newRecord;
  const title = !id
    ? titles.add
    : record
      ? mayWrite || !titles.showNamed
        ? titles.editNamed
        : titles.showNamed
      : titles.edit;
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <PageTitle title={title} options={{ name: record ? nameOf(record) : '' }} />
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button component={Link} to={listPath} startIcon={<ArrowBackIcon />}>
          {translate('app.common.back')}
        </Button>
        {id && <HistoryButton resource={resource} id={id} />}
      </Stack>
      {!initial ? (
        <LoadingBar />
      ) : (
        <Form
          record={initial}
          onSubmit={submit}
          mode="onBlur"
          resource={resource}
          disabled={!mayWrite}
          warnWhenUnsavedChanges={mayWrite && !saved}
          WarnWhenUnsavedChangesComponent={AskBeforeLeaving}
        >
          {children}
          {mayWrite && (
            <Stack direction="row" spacing={2}>
              <SubmitButton label="ra.action.save" />
              <Button component={Link} to={listPath}>
                {translate('ra.action.cancel')}
              </Button>
            </Stack>
          )}
        </Form>
      )}
    </Box>
  );
}
