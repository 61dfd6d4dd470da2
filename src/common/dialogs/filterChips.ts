/** A filter that holds a value (an empty list or text is no filter). */
export const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** What each applied filter read in the dialog ("District: Ahmedabad"), for the value it had. */
export type ChipTexts = Record<string, { text: string; value: string }>;

/**
 * Reads, from the dialog's own fields, how each set filter shows: its label and
 * the chosen option's text (a select shows a name where the filter holds an id).
 */
export function chipTexts(root: HTMLElement | null, values: Record<string, unknown>): ChipTexts {
  const texts: ChipTexts = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'q' || !isSet(value)) continue;
    const input = root?.querySelector<HTMLInputElement>(`[name="${CSS.escape(key)}"]`);
    const control = input?.closest('.MuiFormControl-root');
    const label = control
      ?.querySelector('.MuiInputLabel-root, label')
      ?.textContent?.replace(/\s*\*$/, '')
      .trim();
    const shown =
      control?.querySelector('[role="combobox"]')?.textContent?.trim() || input?.value || '';
    if (label) texts[key] = { text: `${label}: ${shown || String(value)}`, value: String(value) };
  }
  return texts;
}
