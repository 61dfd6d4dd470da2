import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LoadingBar } from '../common/page/LoadingBar';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetOne, useRefresh, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BackButton } from '../common/buttons/LinkButton';
import { TitleWithName } from '../common/page/PageTitle';
import { ResourceList } from '../common/lists/ResourceList';
import { useAction } from '../common/hooks/useAction';
import { useServerText } from '../providers/serverText';
import { ImportColumns, PreviewAgainButton } from './ImportColumns';
import { ImportCommit } from './ImportCommit';
import { ImportContext } from './ImportContext';
import { ImportPlaces } from './ImportPlaces';
import { ImportGujaratiNames } from './ImportGujaratiNames';
import { ImportRows } from './ImportRows';
import { ImportStatusChip } from './ImportStatusChip';
import { OutcomeChips } from './OutcomeChips';
import type { ImportMapping, ImportState, PlaceChoices } from './types';
import { chosenFile, useUpload } from './useUpload';

/** Another sheet of the workbook: read from the file chosen in this tab, as a new import. */
const SheetSelect = ({ state }: { state: ImportState }) => {
  const translate = useTranslate();
  const { upload, sent } = useUpload();
  if (state.sheets.length < 2) return null;
  const file = chosenFile(state.file_name);
  return (
    <TextField
      select
      size="small"
      label={translate('app.import.sheet')}
      value={state.sheet ?? ''}
      disabled={!file || sent !== null || state.status !== 'previewed'}
      helperText={file ? undefined : translate('app.import.sheet_again')}
      onChange={(event) => file && upload(file, event.target.value)}
      sx={{ minWidth: 200, maxWidth: 320 }}
    >
      {state.sheets.map((sheet) => (
        <MenuItem key={sheet} value={sheet}>
          {sheet}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** How a text file was read: "Read as Windows-1252 (Excel's CSV), separated by commas". */
const FileFormatNote = ({ state }: { state: ImportState }) => {
  const translate = useTranslate();
  if (!state.file_format) return null;
  const { encoding, delimiter } = state.file_format;
  const separator = { ',': 'comma', ';': 'semicolon', '\t': 'tab' }[delimiter];
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.import.file_format', {
        encoding: translate(`app.import.encodings.${encoding}`),
        delimiter: translate(`app.import.delimiters.${separator}`),
      })}
    </Typography>
  );
};

/**
 * The choices before an import (columns, unknown places) and its commit; the
 * rows' table below follows them. Changed choices take effect with Preview again.
 */
const ImportHeader = ({ state, reload }: { state: ImportState; reload: () => void }) => {
  const translate = useTranslate();
  const serverText = useServerText();
  // The rows reload once it settles (useAction), the import's state with them.
  const preview = useAction('imports', 'preview');
  const [mapping, setMapping] = useState<ImportMapping>(state.mapping);
  const [places, setPlaces] = useState<PlaceChoices>(state.places);
  // Every proposed Gujarati place name is kept unless the administrator unticks it.
  const [dropped, setDropped] = useState<string[]>([]);
  const gujaratiNames = state.gujarati_names
    .map((p) => p.key)
    .filter((key) => !dropped.includes(key));
  const busy = preview.isPending;
  const seen = JSON.stringify([state.mapping, state.places]);
  const changed = JSON.stringify([mapping, places]) !== seen;
  const previewing = state.status === 'previewing';
  const choosing = state.status === 'previewed' || state.status === 'mapping' || previewing;
  const previewAgain = () =>
    preview.mutate(
      { id: state.id, data: { mapping, places, row_choices: state.row_choices } },
      { onSettled: reload },
    );
  return (
    <>
      <Stack
        direction="row"
        spacing={2}

        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        useFlexGap
      >
        <ImportStatusChip status={state.status} />
        <SheetSelect state={state} />
        <FileFormatNote state={state} />
      </Stack>
      {choosing && (
        <>
          <ImportColumns mapping={mapping} onChange={setMapping} />
          <ImportPlaces places={places} onChange={setPlaces} />
          <ImportGujaratiNames dropped={dropped} onChange={setDropped} />
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <PreviewAgainButton
              changed={changed}
              busy={busy || previewing}
              onClick={previewAgain}
            />
          </Stack>
        </>
      )}
      {/* A preview runs on the server; the page reads the import again until it is done. */}
      {previewing && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('app.import.previewing', { smart_count: state.rows_total })}
        </Typography>
      )}
      {(busy || previewing) && <LoadingBar sx={{ mb: 2 }} />}
      {state.error && state.status !== 'failed' && (
        <Alert severity={state.error_code ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {serverText({ message: state.error, code: state.error_code ?? undefined })}
        </Alert>
      )}
      <ImportCommit disabled={changed || busy || previewing} gujaratiNames={gujaratiNames} />
      <OutcomeChips />
    </>
  );
};

/** /imports/{id}: one import, from its columns to its summary; the page can be left and come back to. */
export const ImportView = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const refresh = useRefresh();
  const {
    data: state,
    refetch,
    error,
  } = useGetOne<ImportState & { id: number }>(
    'imports',
    { id: Number(id) },
    // While the server previews or imports, the import is read every second.
    {
      refetchInterval: (query) =>
        ['importing', 'previewing'].includes(query.state.data?.status ?? '') ? 1000 : false,
    },
  );
  // The rows show what the import did, as its status moves on.
  const status = useRef(state?.status);
  useEffect(() => {
    if (status.current && status.current !== state?.status) refresh();
    status.current = state?.status;
  }, [state?.status, refresh]);
  const context = useMemo(
    () => (state ? { state, reload: () => void refetch() } : null),
    [state, refetch],
  );
  if (error) return <Alert severity="error">{translate('ra.page.not_found')}</Alert>;
  if (!context) return <LoadingBar />;
  return (
    <ImportContext.Provider value={context}>
      <ResourceList
        resource="import_rows"
        storeKey={`import_rows.${id}`}
        title={
          <TitleWithName title="app.import.title" options={{ name: context.state.file_name }} />
        }
        filter={{ import_id: id }}
        sort={{ field: 'line', order: 'ASC' }}
        search={false}
        actions={<BackButton to="/imports" />}
        header={
          // A new preview brings its own choices: the header starts again from them.
          <ImportHeader
            key={JSON.stringify([
              context.state.mapping,
              context.state.places,
              context.state.row_choices,
            ])}
            state={context.state}
            reload={context.reload}
          />
        }
      >
        <ImportRows />
      </ResourceList>
    </ImportContext.Provider>
  );
};

export default ImportView;
