import type { TranslateFunction } from 'react-admin';

/**
 * A field's label on a screen that shows member fields among its own (the audit
 * log, the import's columns, a pair of possible duplicates): the area's own word
 * under `prefix` when it has one, otherwise the member's field label from
 * `resources.members.fields`, the one list of them in i18n/.
 */
export const fieldLabel = (translate: TranslateFunction, prefix: string, field: string): string =>
  translate(`${prefix}.${field}`, {
    _: translate(`resources.members.fields.${field}`, { _: field }),
  });
