import { signUpDraft, useSession } from 'shared-api';
import { Button } from 'shared-ui';

/** "Use a different number": ends this half-done sign-up and starts again at the phone step. */
export function StartOverButton() {
  const { signOut } = useSession();
  return (
    <Button
      variant="ghost"
      onClick={() => {
        signUpDraft.clear();
        void signOut();
      }}
    >
      Use a different number
    </Button>
  );
}
