import { lazy, Suspense, useEffect, useState } from 'react';
import { call } from './api';
import { DoorAlert, DoorFrame, DoorProgress } from './DoorFrame';
import { SignIn } from './SignIn';
import { useDoorText } from './text';

// The family's screens (and the component library) load after sign-in: the first load is the sign-in alone.
const FamilyPage = lazy(() => import('./FamilyPage'));

type State =
  | { step: 'loading' }
  | { step: 'closed' }
  | { step: 'sign-in'; mobile: string }
  | { step: 'family' };

/** /me: signed in, the family; otherwise the sign-in, or word that the office has not opened the door. */
export function DoorApp() {
  const { t } = useDoorText();
  // Without a member session's cookie the sign-in shows at once, while the door is asked
  // whether it is open: a slow phone network saves a round trip before the first field.
  const [state, setState] = useState<State>(() =>
    document.cookie.includes('MEMBER-XSRF-TOKEN=') ||
    new URLSearchParams(window.location.search).has('t')
      ? { step: 'loading' }
      : { step: 'sign-in', mobile: '' },
  );

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('t');
    const query = token ? `door?t=${encodeURIComponent(token)}` : 'door';
    call<{ open: boolean; signed_in: boolean; mobile_no?: string }>('GET', query)
      .then((answer) =>
        setState(
          answer.signed_in
            ? { step: 'family' }
            : answer.open
              ? { step: 'sign-in', mobile: answer.mobile_no ?? '' }
              : { step: 'closed' },
        ),
      )
      .catch(() => setState({ step: 'sign-in', mobile: '' }));
  }, []);

  if (state.step === 'family')
    return (
      <Suspense
        fallback={
          <DoorFrame>
            <DoorProgress />
          </DoorFrame>
        }
      >
        <FamilyPage onSignedOut={() => setState({ step: 'sign-in', mobile: '' })} />
      </Suspense>
    );
  return (
    <DoorFrame>
      {state.step === 'loading' && <DoorProgress />}
      {state.step === 'closed' && <DoorAlert severity="info">{t('app.door.closed')}</DoorAlert>}
      {state.step === 'sign-in' && (
        <SignIn mobile={state.mobile} onSignedIn={() => setState({ step: 'family' })} />
      )}
    </DoorFrame>
  );
}
