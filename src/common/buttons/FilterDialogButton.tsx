import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Button, Chip, DialogActions, DialogContent } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { Form, useListContext, useResourceContext, useStore, useTranslate } from 'react-admin';
import { PersistentDialog } from '../dialogs/PersistentDialog';

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** True when any filter but the search box is set. */
export const hasActiveFilters = (filters: Record<string, unknown>) =>
  Object.entries(filters).some(([key, value]) => key !== 'q' && isSet(value));

/** What each applied filter read in the dialog ("District: Ahmedabad"), for the value it had. */
type ChipTexts = Record<string, { text: string; value: string }>;

/**
 * Reads, from the dialog's own fields, how each set filter shows: its label and
 * the chosen option's text (a select shows a name where the filter holds an id).
 */
function chipTexts(root: HTMLElement | null, values: Record<string, unknown>): ChipTexts {
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

/**
 * The Filters button and dialog (docs/product.md §4): Filter applies the chosen values,
 * Clear removes them (the search stays); a dot on the button while any is active,
 * and each active filter as a chip beside it that removes it.
 */
export const FilterDialogButton = ({
  children,
  describe,
}: {
  children: ReactNode;
  /**
   * A filter's value as a person reads it, for the chips of filters set by an
   * address (a History link) rather than through the dialog.
   */
  describe?: (key: string, value: unknown) => string | undefined;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues, setFilters } = useListContext();
  const [texts, setTexts] = useStore<ChipTexts>(`${resource}.filterChips`, {});
  const [open, setOpen] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  const active = hasActiveFilters(filterValues);
  const search = filterValues.q ? { q: filterValues.q } : {};

  const apply = (values: Record<string, unknown>) => {
    setTexts(chipTexts(fields.current, values));
    setFilters({ ...values, ...search }, undefined, false);
    setOpen(false);
  };
  const remove = (key: string) => {
    const { [key]: _removed, ...rest } = filterValues;
    setFilters(rest, undefined, false);
  };
  const chips = Object.entries(filterValues).filter(([key, value]) => key !== 'q' && isSet(value));

  return (
    <>
      <Badge color="secondary" variant="dot" invisible={!active} overlap="rectangular">
        <Button
          startIcon={<FilterListIcon />}
          onClick={() => setOpen(true)}
          aria-label={translate(active ? 'app.filters.button_active' : 'app.filters.button')}
          data-active={active}
        >
          {translate('app.filters.button')}
        </Button>
      </Badge>
      {chips.map(([key, value]) => {
        const known = texts[key];
        const text =
          known && known.value === String(value)
            ? known.text
            : `${translate(`resources.${resource}.fields.${key}`, { _: key })}: ${describe?.(key, value) ?? String(value)}`;
        return (
          <Chip
            key={key}
            size="small"
            label={text}
            onDelete={() => remove(key)}
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
      <PersistentDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('app.filters.button')}
      >
        {open && (
          <Form record={filterValues} onSubmit={apply}>
            <DialogContent ref={fields} sx={{ pt: 0 }}>
              {children}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
              <Button onClick={() => apply({})}>{translate('app.filters.clear')}</Button>
              <Button type="submit" variant="contained">
                {translate('app.filters.apply')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </PersistentDialog>
    </>
  );
};
