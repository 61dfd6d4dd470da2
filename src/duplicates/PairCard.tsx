import { fieldLabel } from '../common/format/fieldLabel';
import {
  alpha,
  Avatar,
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { memberName } from '../common/inputs/MemberPicker';
import { photoUrl } from '../common/format/photoUrl';
import { useFormats } from '../common/hooks/useFormats';
import { DismissButton } from './DismissButton';
import { MergeButton } from './MergeDialog';
import type { DuplicateMember, DuplicatePair } from './types';
import { COMPARED, useMemberValues } from './useMemberValues';

/** One side's photo, name and id; on a phone the photo sits above the name. */
const Side = ({ member, note }: { member: DuplicateMember; note?: string }) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={1}
    sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
  >
    <Avatar
      src={photoUrl(member.thumb ?? member.photo)}
      alt=""
      sx={{ width: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 } }}
    />
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component={Link}
        to={`/member/${member.id}/edit`}
        variant="subtitle2"
        sx={{ color: 'primary.main', textDecoration: 'none' }}
      >
        {memberName(member) || member.mobile_no}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        #{member.id}
        {note && ` · ${note}`}
      </Typography>
    </Box>
  </Stack>
);

/** One pair side by side, values that differ marked, with its score, reasons and decisions. */
export const PairCard = ({ pair }: { pair: DuplicatePair }) => {
  const translate = useTranslate();
  const { dateTime } = useFormats();
  const valueOf = useMemberValues();
  // A merged pair shows the record as it stayed beside the two it was made of.
  const kept = pair.status === 'merged' ? (pair.kept ?? null) : null;
  const noteOf = (member: DuplicateMember) =>
    kept
      ? translate(member.id === kept.id ? 'app.duplicates.stayed' : 'app.duplicates.went')
      : undefined;
  return (
    <Card
      variant="outlined"
      sx={{ mb: 2 }}
      component="article"
      aria-label={`${memberName(pair.a)} · ${memberName(pair.b)}`}
    >
      <CardContent sx={{ pb: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap

          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Chip
            color={pair.score >= 80 ? 'error' : 'warning'}
            label={translate('app.duplicates.score', { score: pair.score })}
          />
          {pair.reasons.map((reason) => (
            <Chip
              key={reason}
              size="small"
              variant="outlined"
              label={translate(`app.duplicates.reasons.${reason}`, { _: reason })}
            />
          ))}
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {translate(`app.duplicates.sources.${pair.source}`)} · {dateTime(pair.created_at)}
          </Typography>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          {/*
            On a phone the cells pad less and the columns share the width (fixed
            layout), so both sides fit: names wrap between words, and only a word
            longer than its whole column (a long e-mail-like value) breaks.
          */}
          <Table
            size="small"
            sx={{
              tableLayout: 'fixed',
              '& .MuiTableCell-root': {
                px: { xs: 0.5, sm: 2 },
                fontSize: { xs: '0.8rem', sm: undefined },
                overflowWrap: 'break-word',
                wordBreak: 'normal',
              },
            }}
          >
            <TableHead>
              <TableRow>
                {/* The fixed layout takes the columns' widths from this row. */}
                <TableCell sx={{ width: { xs: 64, sm: 160 } }} />
                <TableCell>
                  <Side member={pair.a} note={noteOf(pair.a)} />
                </TableCell>
                <TableCell>
                  <Side member={pair.b} note={noteOf(pair.b)} />
                </TableCell>
                {kept && (
                  <TableCell sx={{ bgcolor: (t) => alpha(t.palette.success.main, 0.08) }}>
                    <Side member={kept} note={translate('app.duplicates.kept_now')} />
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {COMPARED.map((field) => {
                const [a, b] = [valueOf(pair.a, field), valueOf(pair.b, field)];
                const differ = a !== b;
                return (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                      {fieldLabel(translate, 'app.duplicates.fields', field)}
                    </TableCell>
                    {[a, b].map((value, n) => (
                      <TableCell
                        key={n}
                        sx={
                          differ
                            ? {
                                bgcolor: (t) => alpha(t.palette.warning.main, 0.12),
                                fontWeight: 500,
                              }
                            : undefined
                        }
                      >
                        {value || '—'}
                      </TableCell>
                    ))}
                    {kept && (
                      <TableCell
                        sx={{
                          bgcolor: (t) => alpha(t.palette.success.main, 0.08),
                          fontWeight: 500,
                        }}
                      >
                        {valueOf(kept, field) || '—'}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
      {pair.status === 'open' && (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <DismissButton pair={pair} />
          <MergeButton pair={pair} />
        </CardActions>
      )}
    </Card>
  );
};
