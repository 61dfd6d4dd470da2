import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDoorText } from './text';
import { proposedText } from './fieldText';
import type { Choices, Family } from './types';

/** The changes the family sent, each field's outcome once the office has decided. */
export function Requests({
  requests,
  choices,
}: {
  requests: Family['requests'];
  choices: Choices;
}) {
  const text = useDoorText();
  const { t, date } = text;
  return (
    <section aria-labelledby="door-requests">
      <Typography id="door-requests" variant="h6" component="h2" sx={{ mt: 1 }}>
        {t('app.door.requests')}
      </Typography>
      {requests.length === 0 ? (
        <Typography color="text.secondary">{t('app.door.no_requests')}</Typography>
      ) : (
        <List dense>
          {requests.map((request) => (
            <ListItem key={request.id} divider sx={{ alignItems: 'flex-start', px: 0 }}>
              <ListItemText
                primary={
                  <>
                    {t(`app.door.kinds.${request.kind}`, { name: request.name })}{' '}
                    <Chip
                      size="small"
                      color={
                        request.status === 'open'
                          ? 'default'
                          : request.outcome === 'rejected'
                            ? 'warning'
                            : 'success'
                      }
                      label={
                        request.status === 'open'
                          ? t('app.door.request_open')
                          : t(`app.door.outcomes.${request.outcome}`)
                      }
                    />
                  </>
                }
                secondary={
                  <>
                    {date(request.created_at.slice(0, 10))}
                    {request.fields.map((f) => (
                      <span key={f.field} style={{ display: 'block' }}>
                        {t(`app.door.fields.${f.field}`)}:{' '}
                        {proposedText(f.field, f.final_value ?? f.proposed_value, choices, text)}
                        {f.decision ? ` — ${t(`app.door.decisions.${f.decision}`)}` : ''}
                      </span>
                    ))}
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
