import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackButton } from '../common/buttons/LinkButton';
import { ConfirmButton } from '../common/buttons/ConfirmButton';
import { HistoryButton } from '../common/buttons/HistoryButton';
import { useAction } from '../common/hooks/useAction';
import { useFormats } from '../common/hooks/useFormats';
import { LoadingBar } from '../common/page/LoadingBar';
import { PageTitle } from '../common/page/PageTitle';
import { apiUrl } from '../providers/config';
import { accessPdfPath } from './endpoints';
import { PersonalDataButton } from './PersonalDataButton';
import { DueOn } from './RightList';
import { useRightsWords } from './useRightsWords';
import type { AppRight } from './types';

/** Closing a request: what was done, or why it was refused. */
const CloseDialog = ({ right, onDone }: { right: AppRight; onDone: () => void }) => {
  const words = useRightsWords();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('');
  const close = useAction('privacy_requests', 'close', { refresh: false });
  const send = (status: 'done' | 'refused') =>
    close.mutate(
      { id: right.id, data: { status, outcome } },
      {
        onSuccess: () => {
          setOpen(false);
          onDone();
        },
      },
    );
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {words('close')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{words('close')}</DialogTitle>
        <DialogContent>
          <TextField
            label={words('fields.outcome')}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="warning" disabled={close.isPending} onClick={() => send('refused')}>
            {words('refused')}
          </Button>
          <Button variant="contained" disabled={close.isPending} onClick={() => send('done')}>
            {words('done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * /privacy_requests/:id/show (docs/privacy.md "Rights"): what was asked, by when, and
 * what answers it: the access file as a PDF and JSON, the erasure, the member form
 * or the change requests for a correction; closed with what was done.
 */
const RightShow = () => {
  const { id = '' } = useParams();
  const words = useRightsWords();
  const { date } = useFormats();
  const {
    data: right,
    isPending,
    refetch,
  } = useGetOne<AppRight>('privacy_requests', {
    id: Number(id),
  });
  const erase = useAction('privacy_requests', 'erase', { refresh: false });
  if (isPending || !right) return <LoadingBar />;
  const open = right.status === 'open';
  const rows: [string, string][] = [
    [words('fields.kind'), words(`kinds.${right.kind}`)],
    [words('fields.source'), words(`sources.${right.source}`)],
    [words('fields.received_on'), date(right.received_on)],
    [words('fields.status'), words(`statuses.${right.status}`)],
    [words('fields.details'), right.details || '—'],
    ...(right.kind === 'nomination'
      ? ([
          [words('fields.nominee_name'), right.nominee_name],
          [words('fields.nominee_mobile'), right.nominee_mobile],
          [words('fields.nominee_relation'), right.nominee_relation || '—'],
        ] as [string, string][])
      : []),
    [words('fields.created_by_name'), right.created_by_name ?? '—'],
    ...(right.outcome
      ? ([
          [words('fields.outcome'), right.outcome],
          [
            words('fields.closed_on'),
            `${right.closed_on ? date(right.closed_on) : ''} · ${right.closed_by_name ?? ''}`,
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <>
      {/* "Kind: name", the name marked as data (the change requests' title's words). */}
      <PageTitle
        title="app.change_request.title"
        options={{ kind: words(`kinds.${right.kind}`), name: right.name }}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <BackButton to="/privacy_requests" />
        <HistoryButton resource="privacy_requests" id={right.id} />
        {right.member_id && !right.erased && (
          <Button component={RouterLink} to={`/member/${right.member_id}/edit`}>
            {words('open_member')}
          </Button>
        )}
      </Stack>
      <Card>
        <CardContent>
          <Table size="small">
            <TableBody>
              <TableRow>
                <TableCell component="th">{words('fields.due_on')}</TableCell>
                <TableCell>
                  <DueOn row={right} />
                </TableCell>
              </TableRow>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" sx={{ width: '35%' }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {right.kind === 'correction' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {words('correction_help')}{' '}
              <RouterLink to="/change_requests">{words('change_requests')}</RouterLink>
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            {right.kind === 'access' && right.member_id && !right.erased && (
              <>
                <Button
                  startIcon={<DownloadIcon />}
                  href={`${apiUrl}/${accessPdfPath(right.id)}`}
                  download
                >
                  {words('pdf')}
                </Button>
                <PersonalDataButton memberId={right.member_id} label={words('json')} />
              </>
            )}
            {right.kind === 'erasure' && open && (
              <ConfirmButton
                label={words('erase')}
                question={words('erase_question')}
                subject={right.name}
                title={`${words('erase')}: ${right.name}`}
                color="error"
                startIcon={<DeleteForeverIcon />}
                disabled={erase.isPending}
                onConfirm={() => erase.mutateAsync({ id: right.id }).then(() => refetch())}
              />
            )}
            {open && <CloseDialog right={right} onDone={() => void refetch()} />}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
};

export default RightShow;
