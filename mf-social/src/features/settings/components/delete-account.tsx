import { useState, type FormEvent } from 'react';
import { useNavigate } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { Button, TextField, useToast } from 'shared-ui';
import { useDeleteAccount } from '../api/delete-account';
import './settings.css';

export const CONFIRM_WORD = 'DELETE';

/** Explains what deleting removes, asks for the word, then deletes and signs out (to /app). */
export function DeleteAccount() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const toast = useToast();
  const navigate = useNavigate();
  const confirmed = typed.trim() === CONFIRM_WORD;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    try {
      await remove.mutateAsync();
    } catch (failure) {
      // 409: they host an upcoming paid event or have a payment in flight; the API says which.
      setError(toUserMessage(failure));
      return;
    }
    toast.show('Your account was deleted', { kind: 'success' });
    // The shell's /signout signs out and lands on /app. Signing out here instead would let the
    // sign-in gate of this page redirect to /auth first.
    navigate(paths.signout(), { replace: true });
  }

  return (
    <form className="delete-account" onSubmit={(e) => void submit(e)}>
      <p>Deleting your account can't be undone. It removes:</p>
      <ul>
        <li>your profile: name, username, photo, bio, Instagram, birthday and gender;</li>
        <li>your likes, and your place as a co-host of events;</li>
        <li>your free RSVPs to events still to come (the spots go back to others);</li>
        <li>upcoming events you host that no one has paid for, with their RSVPs.</li>
      </ul>
      <p>
        Records of payments (orders and paid tickets) are kept, without your name, so refunds and
        hosts' accounts stay right. If you host an upcoming event people have paid for, cancel it
        and refund them first.
      </p>
      <TextField
        label={`Type ${CONFIRM_WORD} to confirm`}
        value={typed}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setError(null);
        }}
      />
      {error && (
        <p className="social-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="social-form-actions">
        <Button variant="secondary" type="button" onClick={() => navigate('/app/user/settings')}>
          Keep my account
        </Button>
        <Button variant="danger" type="submit" disabled={!confirmed || remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </div>
    </form>
  );
}
