import { useId, useState, type FormEvent } from 'react';
import { call, DoorError } from './api';
import { DoorAlert } from './DoorFrame';
import { useDoorText } from './text';
import type { ServerText } from '../providers/translateServerText';

interface FieldProps {
  label: string;
  help: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  input: React.InputHTMLAttributes<HTMLInputElement>;
}

/** A labelled input with its help or its error under it. */
function Field({ label, help, error, value, onChange, input }: FieldProps) {
  const id = useId();
  return (
    <div className={`door-field${error ? ' door-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={`${id}-help`}
        {...input}
      />
      <p id={`${id}-help`} className="door-help">
        {error ?? help}
      </p>
    </div>
  );
}

/** Mobile number → a code by WhatsApp or SMS → signed in (docs/member-door.md "Signing in"). */
export function SignIn({ mobile: given, onSignedIn }: { mobile: string; onSignedIn: () => void }) {
  const { t, say } = useDoorText();
  const [mobile, setMobile] = useState(given);
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ServerText | null>(null);
  const [errors, setErrors] = useState<Record<string, ServerText>>({});

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof DoorError)) throw error;
      setErrors(Object.keys(error.fields).length ? error.fields : { form: error.text });
    } finally {
      setBusy(false);
    }
  };
  const askCode = (event?: FormEvent) => {
    event?.preventDefault();
    return run(async () => {
      setNotice(await call<ServerText>('POST', 'code', { mobile_no: mobile }));
      setAsked(true);
    });
  };
  const signIn = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await call('POST', 'sign-in', { mobile_no: mobile, code });
      onSignedIn();
    });
  };
  const fieldError = (field: string) => (errors[field] ? say(errors[field]) : undefined);

  return (
    <form onSubmit={asked ? signIn : askCode} noValidate className="door-stack">
      <p className="door-muted">{t('app.door.intro')}</p>
      <Field
        label={t('app.door.mobile')}
        help={t('app.door.mobile_help')}
        error={fieldError('mobile_no')}
        value={mobile}
        onChange={setMobile}
        input={{
          type: 'tel',
          name: 'mobile_no',
          autoComplete: 'tel',
          inputMode: 'tel',
          maxLength: 20,
          required: true,
          disabled: asked,
          autoFocus: !given,
        }}
      />
      {asked && (
        <Field
          label={t('app.door.code')}
          help={t('app.door.code_help')}
          error={fieldError('code')}
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
          input={{
            name: 'code',
            autoComplete: 'one-time-code',
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: 6,
            required: true,
            autoFocus: true,
          }}
        />
      )}
      {notice && <DoorAlert severity="success">{say(notice)}</DoorAlert>}
      {errors.form && <DoorAlert severity="error">{say(errors.form)}</DoorAlert>}
      <button type="submit" className="door-button door-main" disabled={busy}>
        {t(asked ? 'app.door.sign_in' : 'app.door.send_code')}
      </button>
      <p className="door-muted">
        {t('app.door.notice')}{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          {t('app.door.notice_link')}
        </a>
      </p>
      {asked && (
        <div className="door-row">
          <button
            type="button"
            className="door-button"
            onClick={() => void askCode()}
            disabled={busy}
          >
            {t('app.door.send_again')}
          </button>
          <button
            type="button"
            className="door-button"
            onClick={() => {
              setAsked(false);
              setCode('');
              setNotice(null);
            }}
            disabled={busy}
          >
            {t('app.door.other_number')}
          </button>
        </div>
      )}
    </form>
  );
}
