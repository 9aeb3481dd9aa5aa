import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';
import { Button, TextField, useToast } from 'shared-ui';
import { useDeleteAccount } from '../api/delete-account';
import './settings.css';

export const CONFIRM_WORD = 'DELETE';

/** An organization the caller owns, which the API wants handed over (or deleted) first. */
interface OwnedOrganization {
  id: string;
  name: string;
  alone: boolean;
}

/** The organization of a 409 `owns_organization`, or null for any other failure. */
export function ownedOrganizationOf(failure: unknown): OwnedOrganization | null {
  if (!isApiError(failure) || failure.status !== 409) return null;
  const details = failure.details as Record<string, unknown> | null | undefined;
  if (details?.reason !== 'owns_organization' || typeof details.organizationId !== 'string') {
    return null;
  }
  return {
    id: details.organizationId,
    name: typeof details.organizationName === 'string' ? details.organizationName : 'it',
    alone: details.alone === true,
  };
}

/** Explains what deleting removes, asks for the word, then deletes and signs out (to /app). */
export function DeleteAccount() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [owned, setOwned] = useState<OwnedOrganization | null>(null);
  const remove = useDeleteAccount();
  const toast = useToast();
  const navigate = useNavigate();
  const confirmed = typed.trim() === CONFIRM_WORD;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    setOwned(null);
    try {
      await remove.mutateAsync();
    } catch (failure) {
      // 409: they host an upcoming paid event, have a payment in flight or own an organization;
      // the API says which (and, for an organization, which one: we lead there).
      setError(toUserMessage(failure));
      setOwned(ownedOrganizationOf(failure));
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
        <li>upcoming events you host that no one has paid for, with their RSVPs;</li>
        <li>
          your friends, your memberships of organizations and chats, and every request or invitation
          still waiting (friend requests, co-hosting, organizations).
        </li>
      </ul>
      <p>
        Records of payments (orders and paid tickets) are kept, without your name, so refunds and
        hosts' accounts stay right. Messages you sent stay in their chats, shown as from "Deleted
        user". If you host an upcoming event people have paid for, cancel it and refund them first.
        If you own an organization, make another member its owner first (or delete it, if you're its
        only member).
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
        <div className="social-form-error" role="alert">
          <p>{error}</p>
          {owned && (
            <p>
              {owned.alone ? (
                <Link to={paths.orgEdit(owned.id)}>Delete {owned.name} in its settings</Link>
              ) : (
                <Link to={paths.orgDashboard(owned.id)}>
                  Hand {owned.name} over on its dashboard
                </Link>
              )}
            </p>
          )}
        </div>
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
