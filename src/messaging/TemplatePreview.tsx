import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  fillTemplate,
  smsParts,
  templateValues,
  WHATSAPP_BODY_MAX,
  type Language,
} from '../../shared/messaging';
import { useFormats } from '../common/hooks/useFormats';
import type { AppDataProvider } from '../resources';

const SAMPLE: Record<Language, { title: string; description: string }> = {
  gu: { title: 'વાર્ષિક સામાન્ય સભા', description: 'રવિવારે સવારે ૧૦ વાગ્યે સમાજ ભવનમાં.' },
  en: { title: 'Annual general meeting', description: 'Sunday at 10 am in the Samaj Bhavan.' },
};

/**
 * The template's text as a member would read it, filled with the newest member's
 * own values (a sample notification's title and text), and how long it is: against
 * WhatsApp's 1,024 characters, or in SMS parts (Gujarati makes a message Unicode:
 * 70 characters in one part, 67 a part when longer).
 */
export const TemplatePreview = () => {
  const translate = useTranslate();
  const { number } = useFormats();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [channel, language, body, variables] = useWatch({
    name: ['channel', 'language', 'body', 'variables'],
  }) as [string, Language, string, string[] | undefined];
  const { data: member } = useQuery({
    queryKey: ['template-preview-member'],
    queryFn: async () =>
      (
        await dataProvider.getList('members', {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'id', order: 'DESC' },
          filter: {},
        })
      ).data[0] as Record<string, string | null> | undefined,
  });
  if (!body) return null;
  const values = templateValues(
    variables ?? [],
    {
      first_name: member?.first_name,
      last_name: member?.last_name,
      village: member?.village,
      // A sample notification in the template's own language and script.
      ...SAMPLE[language ?? 'gu'],
      code: '482913',
      date: new Date(),
    },
    language ?? 'gu',
  );
  const text = fillTemplate(body, values);
  const parts = smsParts(text);
  const tooLong = channel === 'whatsapp' && text.length > WHATSAPP_BODY_MAX;
  return (
    <Box sx={{ mt: 1 }} role="region" aria-label={translate('app.messaging.preview')}>
      <Typography variant="subtitle2">{translate('app.messaging.preview')}</Typography>
      <Box
        lang={language}
        sx={{ whiteSpace: 'pre-wrap', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, my: 1 }}
      >
        {text}
      </Box>
      <Alert severity={tooLong ? 'error' : 'info'} role="status">
        {channel === 'sms'
          ? translate('app.messaging.sms_length', {
              length: number(parts.length),
              smart_count: parts.parts,
              parts: number(parts.parts),
              kind: translate(parts.unicode ? 'app.messaging.unicode' : 'app.messaging.gsm'),
            })
          : translate('app.messaging.whatsapp_length', {
              length: number(text.length),
              max: number(WHATSAPP_BODY_MAX),
            })}
      </Alert>
    </Box>
  );
};
