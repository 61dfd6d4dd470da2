import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { SaveButton, type SaveButtonProps } from 'react-admin';

/** The first field in error of a form, in page order: an input, a select, a picker. */
const FIRST_ERROR = '[aria-invalid="true"], .Mui-error input, .Mui-error [role="combobox"]';

/**
 * The kit's Save: always clickable (so a blank form shows what it needs), but
 * busy — disabled, with progress — while its request runs, so a double click
 * sends once. After a failed submit, whether the browser or the server found the
 * error, it scrolls to the first field in error and focuses it: on a long form
 * the message under a field at the top is not left out of sight.
 */
export const SubmitButton = (props: SaveButtonProps) => {
  const { isSubmitting, submitCount, errors } = useFormState();
  const anchor = useRef<HTMLSpanElement>(null);
  const failed = !isSubmitting && submitCount > 0 && Object.keys(errors).length > 0;
  useEffect(() => {
    if (!failed) return;
    const frame = requestAnimationFrame(() => {
      const form = anchor.current?.closest('form');
      const field = form?.querySelector<HTMLElement>(FIRST_ERROR);
      if (!field) return;
      field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [failed, submitCount]);
  return (
    <>
      <span ref={anchor} hidden />
      <SaveButton {...props} alwaysEnable={!isSubmitting} />
    </>
  );
};
