/** Required, where only spaces count as blank too (spec §5: a blank name sends nothing). */
export const requiredText = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === ''
    ? 'ra.validation.required'
    : undefined;

/** Required choice (a select or a member picker). */
export const requiredChoice = (value: unknown) =>
  value === undefined || value === null || value === '' ? 'ra.validation.required' : undefined;

export const requiredName = [requiredText];
