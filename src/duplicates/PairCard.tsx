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
import { memberName } from '../common/MemberPicker';
import { photoUrl } from '../common/photoUrl';
import { useFormats } from '../common/useFormats';
import { DismissButton } from './DismissButton';
import { MergeButton } from './MergeDialog';
import type { DuplicateMember, DuplicatePair } from './types';
import { COMPARED, useMemberValues } from './useMemberValues';

const Side = ({ member }: { member: DuplicateMember }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Avatar src={photoUrl(member.thumb ?? member.photo)} alt="" sx={{ width: 40, height: 40 }} />
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
      </Typography>
    </Box>
  </Stack>
);

/** One pair side by side, values that differ marked, with its score, reasons and decisions. */
export const PairCard = ({ pair }: { pair: DuplicatePair }) => {
  const translate = useTranslate();
  const { dateTime } = useFormats();
  const valueOf = useMemberValues();
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
          {/* On a phone the cells pad less and long words break, so both sides fit. */}
          <Table
            size="small"
            sx={{
              '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 }, overflowWrap: 'anywhere' },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell>
                  <Side member={pair.a} />
                </TableCell>
                <TableCell>
                  <Side member={pair.b} />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {COMPARED.map((field) => {
                const [a, b] = [valueOf(pair.a, field), valueOf(pair.b, field)];
                const differ = a !== b;
                return (
                  <TableRow key={field}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ color: 'text.secondary', width: { xs: 88, sm: 160 } }}
                    >
                      {translate(`app.duplicates.fields.${field}`)}
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
