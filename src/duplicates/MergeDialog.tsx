import MergeIcon from '@mui/icons-material/MergeType';
import { fieldLabel } from '../common/format/fieldLabel';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { memberName } from '../common/inputs/MemberPicker';
import { useAction } from '../common/hooks/useAction';
import { MERGE_CHOICES, type DuplicatePair, type MergeChoice } from './types';
import { useMemberValues } from './useMemberValues';

/**
 * Merge a pair: which member stays, and field by field whose value stays (the
 * staying member's by default). Only fields whose values differ are asked.
 */
const MergeDialog = ({ pair, onClose }: { pair: DuplicatePair; onClose: () => void }) => {
  const translate = useTranslate();
  const valueOf = useMemberValues();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The older record stays by default: it is the one others link to.
  const [keep, setKeep] = useState(pair.a.id);
  const [take, setTake] = useState<Set<MergeChoice>>(new Set());
  // The list reloads once it settles (useAction); a refusal is in the snackbar.
  const send = useAction('duplicates', 'merge');
  const busy = send.isPending;
  const [kept, gone] = keep === pair.a.id ? [pair.a, pair.b] : [pair.b, pair.a];
  const differing = MERGE_CHOICES.filter((c) => valueOf(pair.a, c) !== valueOf(pair.b, c));
  const choose = (choice: MergeChoice, fromGone: boolean) => {
    const next = new Set(take);
    if (fromGone) next.add(choice);
    else next.delete(choice);
    setTake(next);
  };
  const merge = () =>
    send.mutate({ id: pair.id, data: { keep, take: [...take] } }, { onSuccess: onClose });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('app.duplicates.merge_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.duplicates.merge_help')}
        </DialogContentText>
        <RadioGroup
          row
          aria-label={translate('app.duplicates.keep_this')}
          value={String(keep)}
          onChange={(event) => {
            setKeep(Number(event.target.value));
            setTake(new Set());
          }}
          sx={{ mb: 2, gap: 2 }}
        >
          {[pair.a, pair.b].map((member) => (
            <FormControlLabel
              key={member.id}
              value={String(member.id)}
              control={<Radio />}
              label={`${translate('app.duplicates.keep_this')}: ${memberName(member)} (#${member.id})`}
            />
          ))}
        </RadioGroup>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell>
                  {translate('app.duplicates.keep')}: {memberName(kept)}
                </TableCell>
                <TableCell>
                  {translate('app.duplicates.goes')}: {memberName(gone)}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differing.map((choice) => {
                const label = fieldLabel(translate, 'app.duplicates.fields', choice);
                const fromGone = take.has(choice);
                return (
                  <TableRow key={choice}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    {[false, true].map((side) => (
                      <TableCell key={String(side)}>
                        <FormControlLabel
                          control={
                            <Radio
                              checked={fromGone === side}
                              onChange={() => choose(choice, side)}
                              slotProps={{
                                input: {
                                  'aria-label': `${label}: ${valueOf(side ? gone : kept, choice) || '—'}`,
                                },
                              }}
                            />
                          }
                          label={valueOf(side ? gone : kept, choice) || '—'}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" startIcon={<MergeIcon />} onClick={merge} disabled={busy}>
          {translate('app.duplicates.merge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const MergeButton = ({ pair }: { pair: DuplicatePair }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<MergeIcon />} onClick={() => setOpen(true)}>
        {translate('app.duplicates.merge')}
      </Button>
      {open && <MergeDialog pair={pair} onClose={() => setOpen(false)} />}
    </>
  );
};
