import { useState } from 'react';
import { Link } from 'shared-ui/router';
import {
  canRemove,
  orgLevelAllows,
  paths,
  toUserMessage,
  useMemberAction,
  useOrganizationEvents,
  useOrganizationPeople,
  useSearchResults,
  useTransferOrganization,
  type MemberAction,
  type OrganizationLevel,
  type OrganizationMember,
  type OrganizationPeopleList,
} from 'shared-api';
import { Button, Dialog, EmptyState, ErrorPanel, Spinner, TextField } from 'shared-ui';
import { PersonRow, listStyle } from '../../../components/person-row';
import { logOrganizationFailure } from '../lib/log-organization-failure';

interface SectionProps {
  organizationId: string;
  level: OrganizationLevel;
}

const LEVEL_NAMES = { owner: 'Owner', admin: 'Admin', member: 'Member', pending: 'Requested' };

/** One list of people with loading, empty and error states; `actions` renders each row's buttons. */
function PeopleList({
  organizationId,
  list,
  empty,
  actions,
}: {
  organizationId: string;
  list: OrganizationPeopleList;
  empty: string;
  actions: (member: OrganizationMember) => React.ReactNode;
}) {
  const people = useOrganizationPeople(organizationId, list);
  if (people.isPending) return <Spinner label="Loading" />;
  if (people.isError) {
    return (
      <ErrorPanel
        title="We couldn't load this list"
        message={toUserMessage(people.error)}
        onRetry={() => void people.refetch()}
      />
    );
  }
  if (people.data.length === 0) return <p className="social-muted">{empty}</p>;
  return (
    <ul style={listStyle}>
      {people.data.map((member) => (
        <PersonRow key={member.user.id} user={member.user}>
          {actions(member)}
        </PersonRow>
      ))}
    </ul>
  );
}

/** Runs a member action; a failure is logged (SPEC section 8) and shown in words by the section. */
function useAct(organizationId: string) {
  const mutation = useMemberAction(organizationId);
  const [problem, setProblem] = useState<string | null>(null);
  const act = (action: MemberAction, userId: string) => {
    setProblem(null);
    mutation.mutate(
      { action, userId },
      {
        onError: (error) => {
          logOrganizationFailure(action.kind, organizationId, error);
          setProblem(toUserMessage(error));
        },
      },
    );
  };
  const note = problem && (
    <p role="alert" className="ui-field__error">
      {problem}
    </p>
  );
  return { act, busy: mutation.isPending, note };
}

export function RequestsSection({ organizationId }: SectionProps) {
  const { act, busy, note } = useAct(organizationId);
  return (
    <section aria-labelledby="org-requests" className="org-section">
      <h2 id="org-requests">Requests to join</h2>
      {note}
      <PeopleList
        organizationId={organizationId}
        list="pending"
        empty="No requests waiting."
        actions={(m) => (
          <span className="org-row-actions">
            <Button
              size="sm"
              busy={busy}
              aria-label={`Accept ${m.user.displayName}`}
              onClick={() => act({ kind: 'accept' }, m.user.id)}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`Reject ${m.user.displayName}`}
              onClick={() => act({ kind: 'reject' }, m.user.id)}
            >
              Reject
            </Button>
          </span>
        )}
      />
    </section>
  );
}

export function InvitationsSection({ organizationId, level }: SectionProps) {
  const { act, busy, note } = useAct(organizationId);
  const [text, setText] = useState('');
  const found = useSearchResults(text, { type: 'user', limit: 5 });
  return (
    <section aria-labelledby="org-invitations" className="org-section">
      <h2 id="org-invitations">Invitations</h2>
      {note}
      <TextField
        label="Invite someone"
        placeholder="Search people by name"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {found.status === 'pending' && <Spinner label="Searching" />}
      {found.status === 'error' && <p role="alert">{toUserMessage(found.error)}</p>}
      {found.status === 'success' && found.users.length === 0 && (
        <p className="social-muted">Nobody by that name.</p>
      )}
      {found.users.length > 0 && (
        <ul style={listStyle} aria-label="People found">
          {found.users.map((user) => (
            <PersonRow key={user.id} user={user}>
              <span className="org-row-actions">
                <Button
                  size="sm"
                  busy={busy}
                  aria-label={`Invite ${user.displayName}`}
                  onClick={() => act({ kind: 'invite' }, user.id)}
                >
                  Invite
                </Button>
                {level === 'owner' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Invite ${user.displayName} as an admin`}
                    onClick={() => act({ kind: 'invite', privilege: 'admin' }, user.id)}
                  >
                    Invite as admin
                  </Button>
                )}
              </span>
            </PersonRow>
          ))}
        </ul>
      )}
      <h3 className="org-section__sub">Waiting for an answer</h3>
      <PeopleList
        organizationId={organizationId}
        list="invitations"
        empty="No invitations waiting."
        actions={(m) => (
          <Button
            size="sm"
            variant="secondary"
            busy={busy}
            aria-label={`Cancel the invitation to ${m.user.displayName}`}
            onClick={() => act({ kind: 'cancel-invitation' }, m.user.id)}
          >
            Cancel invitation
          </Button>
        )}
      />
    </section>
  );
}

/**
 * The owner's confirmation before handing the organization over (`PATCH /organizations/owner`):
 * the owner stays on as an admin. The organization's queries are fetched again after it, so the
 * page shows the new roles (and the admin-level dashboard).
 */
function TransferOwnershipDialog({
  organizationId,
  member,
  onClose,
}: {
  organizationId: string;
  member: OrganizationMember;
  onClose: () => void;
}) {
  const transfer = useTransferOrganization(organizationId);
  const name = member.user.displayName;
  return (
    <Dialog title={`Make ${name} the owner?`} onClose={onClose}>
      <p>
        {name} will become the owner of this organization and you will become an admin. Only {name}{' '}
        will then be able to make or remove admins, hand it over again or delete it.
      </p>
      {transfer.isError && (
        <p role="alert" className="ui-field__error">
          {toUserMessage(transfer.error)}
        </p>
      )}
      <span className="org-row-actions">
        <Button
          variant="danger"
          busy={transfer.isPending}
          onClick={() =>
            transfer.mutate(member.user.id, {
              onSuccess: onClose,
              onError: (error) => logOrganizationFailure('transfer', organizationId, error),
            })
          }
        >
          Make {name} the owner
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </span>
    </Dialog>
  );
}

export function MembersSection({ organizationId, level }: SectionProps) {
  const { act, busy, note } = useAct(organizationId);
  const [removing, setRemoving] = useState<string | null>(null);
  const [handingTo, setHandingTo] = useState<OrganizationMember | null>(null);
  const admins = orgLevelAllows(level, 'manage_admins');
  const owner = orgLevelAllows(level, 'transfer_ownership');
  return (
    <section aria-labelledby="org-members" className="org-section">
      <h2 id="org-members">Members</h2>
      {note}
      {handingTo && (
        <TransferOwnershipDialog
          organizationId={organizationId}
          member={handingTo}
          onClose={() => setHandingTo(null)}
        />
      )}
      <PeopleList
        organizationId={organizationId}
        list="members"
        empty="No members yet."
        actions={(m) => {
          const theirs = m.privilege as OrganizationLevel;
          const name = m.user.displayName;
          if (removing === m.user.id) {
            return (
              <span role="group" aria-label={`Remove ${name}?`} className="org-row-actions">
                <span>Remove {name}?</span>
                <Button
                  size="sm"
                  variant="danger"
                  busy={busy}
                  onClick={() => {
                    setRemoving(null);
                    act({ kind: 'remove' }, m.user.id);
                  }}
                >
                  Remove
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setRemoving(null)}>
                  Keep
                </Button>
              </span>
            );
          }
          return (
            <span className="org-row-actions">
              <span className="org-level">{LEVEL_NAMES[theirs]}</span>
              {admins && theirs === 'member' && (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busy}
                  aria-label={`Make ${name} an admin`}
                  onClick={() => act({ kind: 'make-admin' }, m.user.id)}
                >
                  Make admin
                </Button>
              )}
              {admins && theirs === 'admin' && (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busy}
                  aria-label={`Remove ${name} as an admin`}
                  onClick={() => act({ kind: 'remove-admin' }, m.user.id)}
                >
                  Remove admin
                </Button>
              )}
              {owner && theirs !== 'owner' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Make ${name} the owner`}
                  onClick={() => setHandingTo(m)}
                >
                  Make owner
                </Button>
              )}
              {canRemove(level, theirs) && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Remove ${name} from the organization`}
                  onClick={() => setRemoving(m.user.id)}
                >
                  Remove
                </Button>
              )}
            </span>
          );
        }}
      />
    </section>
  );
}

export function EventsSection({ organizationId }: { organizationId: string }) {
  const events = useOrganizationEvents(organizationId);
  return (
    <section aria-labelledby="org-events" className="org-section">
      <h2 id="org-events">Events</h2>
      {events.isPending && <Spinner label="Loading" />}
      {events.isError && (
        <ErrorPanel
          title="We couldn't load the events"
          message={toUserMessage(events.error)}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.data?.length === 0 && (
        <EmptyState
          icon="🗓️"
          title="No events yet"
          message="Events hosts invite this organization to show here."
        />
      )}
      {events.data && events.data.length > 0 && (
        <ul style={listStyle}>
          {events.data.map((event) => (
            <li key={event.id}>
              <Link to={paths.event(event.id)}>{event.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
