import { MenuItem, TextField, Typography } from '@mui/material';
import { fieldLabel } from '../common/format/fieldLabel';
import { useTranslate } from 'react-admin';
import { FieldGrid } from '../common/lists/FieldGrid';
import { Section } from '../common/page/Section';
import { useImport } from './ImportContext';
import type { PlaceChoices } from './types';

const valueOf = (choice: PlaceChoices[string] | undefined) =>
  !choice ? '' : 'id' in choice ? `id:${choice.id}` : 'create';

/**
 * The places of the sheet no master knows: matched to one of the closest known
 * places, created (only when the administrator says so), or left unknown.
 */
export const ImportPlaces = ({
  places,
  onChange,
}: {
  places: PlaceChoices;
  onChange: (places: PlaceChoices) => void;
}) => {
  const translate = useTranslate();
  const { state } = useImport();
  if (!state.unknown_places.length) return null;
  return (
    <Section title="app.import.places">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.import.places_help')}
      </Typography>
      <FieldGrid>
        {state.unknown_places.map((place) => (
          <TextField
            key={place.key}
            select
            size="small"
            label={`${fieldLabel(translate, 'app.import.fields', place.kind)}: ${place.name}`}
            helperText={translate('app.import.place_rows', { smart_count: place.rows })}
            value={valueOf(places[place.key])}
            onChange={(event) => {
              const value = event.target.value;
              const next = { ...places };
              if (!value) delete next[place.key];
              else
                next[place.key] =
                  value === 'create' ? { create: true } : { id: Number(value.slice(3)) };
              onChange(next);
            }}
          >
            <MenuItem value="">
              <em>{translate('app.import.place_leave')}</em>
            </MenuItem>
            {place.closest.map((known) => (
              <MenuItem key={known.id} value={`id:${known.id}`}>
                {known.name}
              </MenuItem>
            ))}
            {/* A post is created under its rows' district, a village under their post. */}
            <MenuItem value="create" disabled={!place.creatable}>
              {translate(
                place.creatable
                  ? 'app.import.place_create'
                  : `app.import.place_cannot_create.${place.kind}`,
                { name: place.name },
              )}
            </MenuItem>
          </TextField>
        ))}
      </FieldGrid>
    </Section>
  );
};
