import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, signUpDraft, useSession } from 'shared-api';
import { FullPageLoader } from 'shared-ui';

/** SPEC: clears the sign-up draft, signs the user out, then goes to /app. */
export function SignoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    signUpDraft.clear();
    void signOut().finally(() => {
      if (!cancelled) navigate(paths.feed(), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [signOut, navigate]);
  return <FullPageLoader />;
}
