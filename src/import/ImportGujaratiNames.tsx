import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { fieldLabel } from '../common/format/fieldLabel';
import { useTranslate } from 'react-admin';
import { Section } from '../common/page/Section';
import { useImport } from './ImportContext';

/**
 * The places the sheet writes in Gujarati while the masters know them only in
 * English (a sheet's કાંસા matched to Kansa): each ticked one keeps the sheet's
 * spelling as the place's Gujarati name when the import runs (docs/import.md,
 * "Places in both scripts").
 */
export const ImportGujaratiNames = ({
  dropped,
  onChange,
}: {
  dropped: string[];
  onChange: (dropped: string[]) => void;
}) => {
  const translate = useTranslate();
  const { state } = useImport();
  if (!state.gujarati_names.length) return null;
  return (
    <Section title="app.import.gujarati_names">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.import.gujarati_names_help')}
      </Typography>
      <FormGroup>
        {state.gujarati_names.map((proposal) => (
          <FormControlLabel
            key={proposal.key}
            control={
              <Checkbox
                checked={!dropped.includes(proposal.key)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? dropped.filter((key) => key !== proposal.key)
                      : [...dropped, proposal.key],
                  )
                }
              />
            }
            label={translate('app.import.gujarati_name', {
              kind: fieldLabel(translate, 'app.import.fields', proposal.kind),
              name: proposal.name,
              name_gu: proposal.name_gu,
              smart_count: proposal.rows,
            })}
          />
        ))}
      </FormGroup>
    </Section>
  );
};
