import { LoadingBar } from '../common/page/LoadingBar';
import { useMemo } from 'react';
import {
  Box,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import type { FamilyInfoRow } from './types';
import { placeName } from '../common/format/placeName';
import { useFormats } from '../common/hooks/useFormats';
import { useLookup } from '../common/hooks/useLookup';

interface Props {
  rows?: FamilyInfoRow[];
  /** The district the rows are for ('' for all districts). */
  rowsDistrictId: string;
  loading: boolean;
  districtId: string;
  onDistrictChange: (districtId: string) => void;
}

/**
 * Families and members per district, or per village once a district is chosen
 * (docs/product.md §2 "Dashboard"); at most 600px high with a sticky header.
 */
export const FamilyTable = ({
  rows,
  rowsDistrictId,
  loading,
  districtId,
  onDistrictChange,
}: Props) => {
  const translate = useTranslate();
  const formats = useFormats();
  const [locale] = useLocaleState();
  // A coordinator's "all" is its own districts' (named in the screen's language).
  const { identity } = useGetIdentity();
  const districts = useLookup('district');
  // Places in the order of the names shown: Gujarati ones in Gujarati order.
  const sorted = useMemo(() => {
    if (!rows || locale !== 'gu') return rows;
    const collator = new Intl.Collator('gu');
    return [...rows].sort((a, b) => collator.compare(placeName(a, locale), placeName(b, locale)));
  }, [rows, locale]);

  return (
    <Paper sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.dashboard.family_details')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('app.dashboard.district')}
          value={districts.data ? districtId : ''}
          onChange={(event) => onDistrictChange(event.target.value)}
          fullWidth={false}
          sx={{ width: 260 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            {translate(
              identity?.districts
                ? 'app.dashboard.all_my_districts'
                : 'app.dashboard.all_districts',
            )}
          </MenuItem>
          {districts.data?.map((district) => (
            <MenuItem key={district.id} value={String(district.id)}>
              {district.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ height: 4 }}>{loading && <LoadingBar />}</Box>
      <TableContainer
        sx={{ maxHeight: 600 }}
        tabIndex={0}
        role="region"
        aria-label={translate('app.dashboard.family_details')}
      >
        <Table stickyHeader size="small" aria-label={translate('app.dashboard.family_details')}>
          <TableHead>
            <TableRow>
              <TableCell>
                {translate(
                  rowsDistrictId ? 'app.dashboard.village_name' : 'app.dashboard.district_name',
                )}
              </TableCell>
              <TableCell align="right">{translate('app.dashboard.families')}</TableCell>
              <TableCell align="right">{translate('app.dashboard.members')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} align="center">
                  {translate('app.dashboard.no_data')}
                </TableCell>
              </TableRow>
            )}
            {sorted?.map((row) => (
              <TableRow key={row.name} hover>
                <TableCell>{placeName(row, locale)}</TableCell>
                <TableCell align="right">{formats.number(row.families)}</TableCell>
                <TableCell align="right">{formats.number(row.totalMembers)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
};
