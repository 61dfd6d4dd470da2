import { BooleanInput, RadioButtonGroupInput } from 'react-admin';
import { Section } from '../common/page/Section';

const LANGUAGES = [
  { id: 'gu', name: 'app.messaging.languages.gu' },
  { id: 'en', name: 'app.messaging.languages.en' },
];

/**
 * The registration form's messages (docs/messaging.md "Consent"): WhatsApp only
 * when the registrant ticks it (Meta's rule), SMS unless they untick it, and the
 * language their messages come in.
 */
export const MessagesConsent = () => (
  <Section title="app.registration.messages">
    <BooleanInput source="messages_whatsapp" label="app.registration.messages_whatsapp" />
    <BooleanInput source="messages_sms" label="app.registration.messages_sms" />
    <RadioButtonGroupInput
      source="preferred_language"
      label="app.messaging.language"
      choices={LANGUAGES}
    />
  </Section>
);
