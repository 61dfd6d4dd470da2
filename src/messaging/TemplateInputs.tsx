import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { placeholders } from '../../shared/messaging';
import { requiredText } from '../common/inputs/validators';
import {
  CHANNEL_CHOICES,
  LANGUAGE_CHOICES,
  PURPOSE_CHOICES,
  STATUS_CHOICES,
  VARIABLE_CHOICES,
} from './choices';
import { TemplatePreview } from './TemplatePreview';

const required = [requiredText];

/** One select per `{{n}}` of the text: what fills it. */
const VariableInputs = () => {
  const body = useWatch({ name: 'body' }) as string | undefined;
  const count = Math.max(0, ...placeholders(body ?? ''));
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <SelectInput
          key={i}
          source={`variables.${i}`}
          label={`{{${i + 1}}}`}
          choices={VARIABLE_CHOICES}
          validate={required}
          fullWidth
        />
      ))}
    </>
  );
};

/**
 * The template form: the channel, the name or id the provider knows it by (and for
 * SMS the DLT template id), its language and use, its text with numbered variables
 * and what fills each, and whether the provider approved it; the preview below.
 */
export const TemplateInputs = () => {
  const channel = useWatch({ name: 'channel' }) as string | undefined;
  return (
    <>
      <SelectInput source="channel" choices={CHANNEL_CHOICES} validate={required} fullWidth />
      <TextInput
        source="name"
        validate={required}
        fullWidth
        helperText={channel === 'sms' ? 'app.messaging.name_sms' : 'app.messaging.name_whatsapp'}
      />
      {channel === 'sms' && (
        <TextInput
          source="dlt_template_id"
          validate={required}
          fullWidth
          helperText="app.messaging.dlt_help"
        />
      )}
      <SelectInput source="language" choices={LANGUAGE_CHOICES} validate={required} fullWidth />
      <SelectInput source="purpose" choices={PURPOSE_CHOICES} validate={required} fullWidth />
      <TextInput
        source="body"
        validate={required}
        multiline
        minRows={3}
        fullWidth
        helperText="app.messaging.body_help"
      />
      <VariableInputs />
      <SelectInput source="status" choices={STATUS_CHOICES} validate={required} fullWidth />
      <TemplatePreview />
    </>
  );
};
