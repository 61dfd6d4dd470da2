import {
  LANGUAGES,
  TEMPLATE_CHANNELS,
  TEMPLATE_PURPOSES,
  TEMPLATE_STATUSES,
  TEMPLATE_VARIABLES,
} from '../../shared/messaging';

const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

/** The select lists of the template form and the consent dialog, named in `app.messaging`. */
export const CHANNEL_CHOICES = choicesOf(TEMPLATE_CHANNELS, 'app.messaging.channels');
export const LANGUAGE_CHOICES = choicesOf(LANGUAGES, 'app.messaging.languages');
export const PURPOSE_CHOICES = choicesOf(TEMPLATE_PURPOSES, 'app.messaging.purposes');
export const STATUS_CHOICES = choicesOf(TEMPLATE_STATUSES, 'app.messaging.statuses');
export const VARIABLE_CHOICES = choicesOf(TEMPLATE_VARIABLES, 'app.messaging.variables');
export const CONSENT_CHOICES = choicesOf(['in', 'out'], 'app.messaging.consent');
