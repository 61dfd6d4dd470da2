/** Marks a validator as "required", so react-admin puts the asterisk on the field's label. */
const markedRequired = <F extends (value: unknown) => string | undefined>(validate: F) =>
  Object.assign(validate, { isRequired: true });

/** Required, where only spaces count as blank too (docs/product.md §5: a blank name sends nothing). */
export const requiredText = markedRequired((value: unknown) =>
  value === undefined || value === null || String(value).trim() === ''
    ? 'ra.validation.required'
    : undefined,
);

/** Required choice (a select or a member picker). */
export const requiredChoice = markedRequired((value: unknown) =>
  value === undefined || value === null || value === '' ? 'ra.validation.required' : undefined,
);

export const requiredName = [requiredText];
