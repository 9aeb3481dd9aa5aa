import { signUpDraft, useSession } from 'shared-api';
import { formatPhoneForDisplay } from '../lib/phone-number';

export interface StartOverProps {
  /** The number whose code was just confirmed (E.164), when known. */
  phone: string | undefined;
}

/**
 * The name step's way out. It has no Back: the code is used up, so the only way back is to start
 * over with another number, which signs out and clears the draft (the step then sends the person
 * to the phone step). Naming the confirmed number says what "a different number" is instead of.
 */
export function StartOver({ phone }: StartOverProps) {
  const { signOut } = useSession();
  return (
    <p className="auth-card__fine-print">
      {phone ? `Not ${formatPhoneForDisplay(phone)}?` : 'Not you?'}{' '}
      <button
        type="button"
        onClick={() => {
          signUpDraft.clear();
          void signOut();
        }}
      >
        Use a different number
      </button>
    </p>
  );
}
