import { useEffect, useRef } from 'react';
import { useNavigate } from 'shared-ui/router';
import { ANALYTICS_EVENTS, paths, signUpDraft, track, useSession } from 'shared-api';
import { FullPageLoader, GENERIC_ERROR_MESSAGE, useToast } from 'shared-ui';

/** SPEC: clears the sign-up draft, signs the user out, then goes to /app. */
export function SignoutPage() {
  const { signOut, firebaseUser } = useSession();
  // Read when sign-out finishes: was anyone signed in (logout is not tracked for a visitor)?
  const signedIn = useRef(false);
  if (firebaseUser) signedIn.current = true;
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    let cancelled = false;
    signUpDraft.clear();
    void signOut()
      .then(
        () => {
          if (signedIn.current) track(ANALYTICS_EVENTS.logout);
        },
        (error: unknown) => {
          console.error('sign-out failed', error);
          toast.show(GENERIC_ERROR_MESSAGE, { kind: 'error' });
        },
      )
      .finally(() => {
        if (!cancelled) navigate(paths.feed(), { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [signOut, navigate, toast]);
  return <FullPageLoader />;
}
