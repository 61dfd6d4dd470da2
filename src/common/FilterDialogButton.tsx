import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Button, DialogActions, DialogContent } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, useListContext, useTranslate } from 'react-admin';
import { PersistentDialog } from './PersistentDialog';

/** True when any filter but the search box is set. */
export const hasActiveFilters = (filters: Record<string, unknown>) =>
  Object.entries(filters).some(
    ([key, value]) => key !== 'q' && value !== undefined && value !== null && value !== '',
  );

/**
 * The Filters button and dialog (spec §4): Filter applies the chosen values,
 * Clear removes them (the search stays); a dot on the button while any is active.
 */
export const FilterDialogButton = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const active = hasActiveFilters(filterValues);
  const search = filterValues.q ? { q: filterValues.q } : {};

  const apply = (values: Record<string, unknown>) => {
    setFilters({ ...values, ...search }, undefined, false);
    setOpen(false);
  };

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
      <PersistentDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('app.filters.button')}
      >
        {open && (
          <Form record={filterValues} onSubmit={apply}>
            <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
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
