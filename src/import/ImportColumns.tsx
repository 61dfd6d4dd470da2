import RefreshIcon from '@mui/icons-material/Refresh';
import { fieldLabel } from '../common/format/fieldLabel';
import { Button, MenuItem, TextField, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { FieldGrid } from '../common/lists/FieldGrid';
import { Section } from '../common/page/Section';
import { IMPORT_FIELDS, type ImportField, type ImportMapping, type ImportRow } from './types';
import { useImport } from './ImportContext';

interface Props {
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** Sample values shown under each column's selector. */
const SAMPLES = 3;

/**
 * Each heading of the sheet with the field it fills, or none; changed here,
 * remembered by the server. Under each, the first rows' values in that column,
 * so columns whose headings say little can be told apart.
 */
export const ImportColumns = ({ mapping, onChange }: Props) => {
  const translate = useTranslate();
  const { state } = useImport();
  const { data: rows } = useListContext<ImportRow>();
  const samples = (column: number) =>
    (rows ?? [])
      .map((row) => row.cells[column])
      .filter((value): value is string => !!value && value.trim() !== '')
      .slice(0, SAMPLES)
      .join(' · ');
  return (
    <Section title="app.import.columns">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.import.columns_help')}
      </Typography>
      <FieldGrid>
        {state.headers.map((header, column) => (
          <TextField
            key={column}
            select
            size="small"
            label={header || `#${column + 1}`}
            helperText={samples(column) || ' '}
            value={mapping[String(column)] ?? ''}
            onChange={(event) =>
              onChange({
                ...mapping,
                [String(column)]: (event.target.value || null) as ImportField | null,
              })
            }
          >
            <MenuItem value="">
              <em>{translate('app.import.column_unused')}</em>
            </MenuItem>
            {IMPORT_FIELDS.map((field) => (
              <MenuItem key={field} value={field}>
                {fieldLabel(translate, 'app.import.fields', field)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </FieldGrid>
    </Section>
  );
};

/**
 * Preview again with the choices made on the page; without a change too, since the
 * preview reads the masters again (a village added meanwhile is then known).
 */
export const PreviewAgainButton = ({
  changed,
  busy,
  onClick,
}: {
  changed: boolean;
  busy: boolean;
  onClick: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Button
      variant={changed ? 'contained' : 'outlined'}
      startIcon={<RefreshIcon />}
      disabled={busy}
      onClick={onClick}
    >
      {translate('app.import.preview_again')}
    </Button>
  );
};
