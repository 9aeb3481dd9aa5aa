import { useState } from 'react';
import { toUserMessage, useSearchResults } from 'shared-api';
import { Button, Spinner, TextField } from 'shared-ui';
import { PersonRow, listStyle } from '../../../components/person-row';
import { useOrganizationPeople } from '../api/organization-people';
import { inviteStanding } from '../lib/invite-standing';
import { PeopleList } from './people-list';
import type { SectionProps } from './section-props';
import { useMemberAct } from './use-member-act';

/**
 * The dashboard's invitations: people to invite, found by name, and those not answered yet. Someone
 * found who is already a member or invited shows that instead of an Invite button.
 */
export function InvitationsSection({ organizationId, level }: SectionProps) {
  const { act, busy, note } = useMemberAct(organizationId);
  const [text, setText] = useState('');
  const found = useSearchResults(text, { type: 'user', limit: 5 });
  // The same queries as the lists below and the members section: no extra calls.
  const members = useOrganizationPeople(organizationId, 'members');
  const invitations = useOrganizationPeople(organizationId, 'invitations');
  // Until both lists are in, nobody is offered an invitation they may already have.
  const standingsKnown = !members.isPending && !invitations.isPending;
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
          {found.users.map((user) => {
            const standing = inviteStanding(user.id, members.data ?? [], invitations.data ?? []);
            return (
              <PersonRow key={user.id} user={user}>
                {standing ? (
                  <span className="org-level">{standing}</span>
                ) : (
                  <span className="org-row-actions">
                    <Button
                      size="sm"
                      busy={busy}
                      disabled={!standingsKnown}
                      aria-label={`Invite ${user.displayName}`}
                      onClick={() => act({ kind: 'invite' }, user.id)}
                    >
                      Invite
                    </Button>
                    {level === 'owner' && (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy || !standingsKnown}
                        aria-label={`Invite ${user.displayName} as an admin`}
                        onClick={() => act({ kind: 'invite', privilege: 'admin' }, user.id)}
                      >
                        Invite as admin
                      </Button>
                    )}
                  </span>
                )}
              </PersonRow>
            );
          })}
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
