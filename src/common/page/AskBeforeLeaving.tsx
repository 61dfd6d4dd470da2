import { useEffect } from 'react';
import { useFormState, type Control } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';

/**
 * The question before leaving a form with unsaved changes, as react-admin's
 * `warnWhenUnsavedChanges` asks it (passed to `<Form>` as its
 * `WarnWhenUnsavedChangesComponent`), asked once for every navigation held back.
 * React-admin's asks when the blocker's state turns to "blocked"; a second click on a
 * link that came before the first answer's reset was drawn left the state "blocked"
 * throughout, so nothing asked again and every later click did nothing: the form could
 * not be left without reloading the page. Here each held navigation (its location) is
 * asked about.
 */
export function AskBeforeLeaving({
  enable,
  formRootPathName,
  formControl,
}: {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}) {
  const translate = useTranslate();
  const { isSubmitSuccessful, dirtyFields } = useFormState({ control: formControl });
  const mayLeave = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (mayLeave) return false;
    // Moving inside the form (its tabs) is not leaving it; its show view is.
    const root = formRootPathName || currentLocation.pathname;
    return (
      !nextLocation.pathname.startsWith(root) || nextLocation.pathname.startsWith(`${root}/show`)
    );
  });
  const held = blocker.state === 'blocked' ? blocker.location : null;

  useEffect(() => {
    if (!held) return;
    // A save or a delete that made the form safe to leave goes on without asking.
    if (mayLeave || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object is new on every render; the navigation held is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held, mayLeave]);

  // Closing the tab or reloading: the browser's own question.
  useEffect(() => {
    if (mayLeave) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [mayLeave]);
  return null;
}
