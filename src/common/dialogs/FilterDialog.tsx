import { Button, DialogActions, DialogContent } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { chipTexts, type ChipTexts } from './filterChips';
import { PersistentDialog } from './PersistentDialog';

/**
 * The Filters dialog of `FilterDialogButton`, loaded when it first opens: Filter
 * applies the chosen values with how each reads in its field (for the chips),
 * Clear applies none, Cancel keeps what was applied.
 */
const FilterDialog = ({
  values,
  onApply,
  onCancel,
  children,
}: {
  values: Record<string, unknown>;
  onApply: (values: Record<string, unknown>, shown: ChipTexts) => void;
  onCancel: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const fields = useRef<HTMLDivElement>(null);
  const apply = (chosen: Record<string, unknown>) =>
    onApply(chosen, chipTexts(fields.current, chosen));
  return (
    <PersistentDialog open onClose={onCancel} title={translate('app.filters.button')}>
      <Form record={values} onSubmit={apply}>
        <DialogContent ref={fields} sx={{ pt: 0 }}>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button onClick={() => apply({})}>{translate('app.filters.clear')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.filters.apply')}
          </Button>
        </DialogActions>
      </Form>
    </PersistentDialog>
  );
};

export default FilterDialog;
