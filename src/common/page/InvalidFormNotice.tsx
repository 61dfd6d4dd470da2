import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * "The form is not valid…" after a submit with errors, said in the page's own
 * language. On a public page (its language is its own, tests/e2e: registration)
 * react-admin's snackbar sits outside that language and would translate the key
 * in the back-office's; the text is translated here and handed over as said.
 * Put inside a Form that has `disableInvalidFormNotification`.
 */
export const InvalidFormNotice = () => {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const translate = useTranslate();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    if (!Object.keys(errors).length) return;
    const text = translate('ra.message.invalid_form');
    notify(text, { type: 'error', messageArgs: { _: text } });
  }, [submitCount, errors, notify, translate]);
  return null;
};
