import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Button, Chip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useListContext, useResourceContext, useStore, useTranslate } from 'react-admin';
import { isSet, type ChipTexts } from '../dialogs/filterChips';
import { lazyPart } from '../page/lazyPage';

// The dialog and its form load on the first click, not with the list.
const FilterDialog = lazyPart(() => import('../dialogs/FilterDialog'));

/** True when any filter but the search box (and those shown `elsewhere`) is set. */
export const hasActiveFilters = (
  filters: Record<string, unknown>,
  elsewhere: readonly string[] = [],
) =>
  Object.entries(filters).some(
    ([key, value]) => key !== 'q' && !elsewhere.includes(key) && isSet(value),
  );

/**
 * The Filters button and dialog (docs/product.md §4): Filter applies the chosen values,
 * Clear removes them (the search stays); a dot on the button while any is active,
 * and each active filter as a chip beside it that removes it.
 */
export const FilterDialogButton = ({
  children,
  describe,
  elsewhere = [],
}: {
  children: ReactNode;
  /** Filters the list shows beside the dialog (always-on selects): kept as they are, no chip. */
  elsewhere?: readonly string[];
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
  const active = hasActiveFilters(filterValues, elsewhere);
  const kept = Object.fromEntries(
    Object.entries(filterValues).filter(([key]) => key === 'q' || elsewhere.includes(key)),
  );

  const apply = (values: Record<string, unknown>, shown: ChipTexts) => {
    setTexts(shown);
    setFilters({ ...values, ...kept }, undefined, false);
    setOpen(false);
  };
  const remove = (key: string) => {
    const { [key]: _removed, ...rest } = filterValues;
    setFilters(rest, undefined, false);
  };
  const chips = Object.entries(filterValues).filter(
    ([key, value]) => key !== 'q' && !elsewhere.includes(key) && isSet(value),
  );

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
      {open && (
        <FilterDialog values={filterValues} onApply={apply} onCancel={() => setOpen(false)}>
          {children}
        </FilterDialog>
      )}
    </>
  );
};
