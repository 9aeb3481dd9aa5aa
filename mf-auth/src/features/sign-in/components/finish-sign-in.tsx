import { useEffect, useRef } from 'react';
import { FullPageLoader } from 'shared-ui';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/** Rendered when a signed-in user lands on a sign-in step: sends them on, once. */
export function FinishSignIn() {
  const finish = useFinishSignIn();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    finish();
  }, [finish]);
  return <FullPageLoader />;
}
