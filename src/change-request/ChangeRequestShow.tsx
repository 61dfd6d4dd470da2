import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { FieldDecision } from '../../shared/door';
import { BackButton } from '../common/buttons/LinkButton';
import { HistoryButton } from '../common/buttons/HistoryButton';
import { useAction } from '../common/hooks/useAction';
import { useFormats } from '../common/hooks/useFormats';
import { useMayWrite } from '../common/hooks/useMayWrite';
import { photoUrl } from '../common/format/photoUrl';
import { LoadingBar } from '../common/page/LoadingBar';
import { PageTitle } from '../common/page/PageTitle';
import type { RequestDetail, RequestItem } from './types';

/** Fields the office may edit before accepting: free text, a mobile number, a date. */
const EDITABLE = new Set([
  'first_name',
  'last_name',
  'mobile_no',
  'date_of_birth',
  'current_address',
  'blood_group',
  'died_on',
]);
const DATES = new Set(['date_of_birth', 'died_on']);
const FLAGS = new Set(['show_mobile', 'show_address']);

interface Choice {
  decision: FieldDecision;
  value?: string;
}

/** A value as the reviewer reads it: a photo as a picture, a flag as yes or no, a date in words. */
const Value = ({ item, which }: { item: RequestItem; which: 'current' | 'proposed' }) => {
  const translate = useTranslate();
  const { date } = useFormats();
  const value = which === 'current' ? item.current_value : item.proposed_value;
  const label = which === 'current' ? item.current_label : item.proposed_label;
  if (value === null) return <>{translate('app.change_request.none')}</>;
  if (item.field === 'photo')
    return (
      <Box
        component="img"
        src={photoUrl(value)}
        alt={translate('app.change_request.photo_alt', {
          which: translate(`app.change_request.${which}`),
        })}
        sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }}
      />
    );
  if (FLAGS.has(item.field))
    return <>{translate(value === '1' ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  if (item.field === 'sex')
    return (
      <>{translate(value === '1' ? 'app.change_request.male' : 'app.change_request.female')}</>
    );
  if (DATES.has(item.field) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return <>{date(value)}</>;
  return <span translate="no">{label ?? value}</span>;
};

/**
 * /change_requests/{id}/show: only what changed, the value now beside the proposed
 * one (photos side by side); each field accepted, edited or rejected, or all at
 * once. A field the office changed after the proposal says so and cannot be
 * accepted as proposed (docs/member-door.md "The office reviews").
 */
const ChangeRequestShow = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { dateTime } = useFormats();
  const mayDecide = useMayWrite('change_requests', 'decide');
  const {
    data: request,
    isPending,
    refetch,
  } = useGetOne<RequestDetail>('change_requests', { id: Number(id) });
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const decide = useAction('change_requests', 'decide', { refresh: false });
  // The list's row may stand in while the request loads: it has no fields yet.
  if (isPending || !request?.items) return <LoadingBar />;
  const open = request.items.filter((item) => item.decision === null);
  const choose = (item: RequestItem, decision: FieldDecision | null) =>
    setChoices((current) => {
      const next = { ...current };
      if (decision === null) delete next[item.id];
      else
        next[item.id] = {
          decision,
          ...(decision === 'edited'
            ? { value: current[item.id]?.value ?? item.proposed_value ?? '' }
            : {}),
        };
      return next;
    });
  const all = (decision: FieldDecision) =>
    setChoices(
      Object.fromEntries(
        open
          .filter((item) => decision !== 'accepted' || !item.conflict)
          .map((item) => [item.id, { decision }]),
      ),
    );
  const save = () =>
    decide.mutate(
      {
        id: request.id,
        data: {
          fields: Object.entries(choices).map(([itemId, choice]) => ({
            id: Number(itemId),
            decision: choice.decision,
            ...(choice.decision === 'edited' ? { value: choice.value ?? '' } : {}),
          })),
        },
      },
      {
        onSuccess: () => {
          setChoices({});
          void refetch();
        },
      },
    );
  const title = translate(`app.change_request.kinds.${request.kind}`);
  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title="app.change_request.title" options={{ kind: title, name: request.name }} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <BackButton to="/change_requests" />
        <HistoryButton resource="change_requests" id={request.id} />
        {request.member_id && (
          <Button component={RouterLink} to={`/member/${request.member_id}/edit`}>
            {translate('app.change_request.open_member')}
          </Button>
        )}
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {title}: <span translate="no">{request.name}</span>
          </Typography>
          <Typography color="text.secondary">
            {translate('app.change_request.proposed_by', {
              name: request.proposer_name,
              date: dateTime(request.created_at),
            })}
            {[request.village, request.district].filter(Boolean).length > 0 &&
              ` · ${[request.village, request.district].filter(Boolean).join(', ')}`}
          </Typography>
          {request.decided_at && (
            <Typography color="text.secondary">
              {translate('app.change_request.decided_by', {
                name: request.decided_by_name ?? '',
                date: dateTime(request.decided_at),
              })}
            </Typography>
          )}
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.change_request.field')}</TableCell>
                <TableCell>{translate('app.change_request.current')}</TableCell>
                <TableCell>{translate('app.change_request.proposed')}</TableCell>
                <TableCell>{translate('app.change_request.decision')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {request.items.map((item) => {
                const label = translate(`app.change_request.fields.${item.field}`);
                const choice = choices[item.id];
                return (
                  <TableRow key={item.id}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell>
                      {request.kind === 'new_member' ? '—' : <Value item={item} which="current" />}
                    </TableCell>
                    <TableCell>
                      <Value item={item} which="proposed" />
                    </TableCell>
                    <TableCell sx={{ minWidth: 260 }}>
                      {item.decision ? (
                        translate(`app.change_request.decided_as.${item.decision}`)
                      ) : mayDecide ? (
                        <Stack spacing={1}>
                          {item.conflict && (
                            <Alert severity="warning">
                              {translate('app.change_request.conflict')}
                            </Alert>
                          )}
                          <ToggleButtonGroup
                            size="small"
                            exclusive
                            value={choice?.decision ?? null}
                            onChange={(_event, value: FieldDecision | null) => choose(item, value)}
                            aria-label={`${translate('app.change_request.decision')}: ${label}`}
                          >
                            <ToggleButton value="accepted" disabled={item.conflict}>
                              {translate('app.change_request.decisions.accepted')}
                            </ToggleButton>
                            {request.kind === 'edit' && EDITABLE.has(item.field) && (
                              <ToggleButton value="edited">
                                {translate('app.change_request.decisions.edited')}
                              </ToggleButton>
                            )}
                            <ToggleButton value="rejected">
                              {translate('app.change_request.decisions.rejected')}
                            </ToggleButton>
                          </ToggleButtonGroup>
                          {choice?.decision === 'edited' && (
                            <TextField
                              size="small"
                              label={label}
                              value={choice.value ?? ''}
                              type={DATES.has(item.field) ? 'date' : 'text'}
                              onChange={(event) =>
                                setChoices((current) => ({
                                  ...current,
                                  [item.id]: { decision: 'edited', value: event.target.value },
                                }))
                              }
                              slotProps={{ inputLabel: { shrink: true } }}
                            />
                          )}
                        </Stack>
                      ) : (
                        translate('app.change_request.statuses.open')
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {mayDecide && open.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Button onClick={() => all('accepted')}>
                {translate('app.change_request.accept_all')}
              </Button>
              <Button onClick={() => all('rejected')}>
                {translate('app.change_request.reject_all')}
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button
                variant="contained"
                onClick={save}
                disabled={!Object.keys(choices).length || decide.isPending}
              >
                {translate('app.change_request.save')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default ChangeRequestShow;
