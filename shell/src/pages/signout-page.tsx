import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ANALYTICS_EVENTS, paths, signUpDraft, track, useSession } from 'shared-api';
import { FullPageLoader } from 'shared-ui';

/** SPEC: clears the sign-up draft, signs the user out, then goes to /app. */
export function SignoutPage() {
  const { signOut, firebaseUser } = useSession();
  // Read when sign-out finishes: was anyone signed in (logout is not tracked for a visitor)?
  const signedIn = useRef(false);
  if (firebaseUser) signedIn.current = true;
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    signUpDraft.clear();
    void signOut().finally(() => {
      if (signedIn.current) track(ANALYTICS_EVENTS.logout);
      if (!cancelled) navigate(paths.feed(), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [signOut, navigate]);
  return <FullPageLoader />;
}
