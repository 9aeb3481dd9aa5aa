import { useState } from 'react';
import { toUserMessage, useDebouncedValue, useSearchResults } from 'shared-api';
import type { OrganizationSummary } from 'contract';
import { Button, Spinner, TextField } from 'shared-ui';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-debounce';
import { useInviteOrganizationToEvent } from '../api/organization-invite';
import './organization-invite.css';

const RESULT_LIMIT = 10;

/**
 * The "Invite an organization" modal's body: search organizations, pick one, confirm, invite
 * (`POST /events/organization-invitations`, idempotent: inviting one again changes nothing).
 */
export function OrganizationInvitePanel({ eventId }: { eventId: string }) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(settled, { type: 'organization', limit: RESULT_LIMIT });
  const invite = useInviteOrganizationToEvent(eventId);
  const [chosen, setChosen] = useState<OrganizationSummary | null>(null);
  const [invited, setInvited] = useState<OrganizationSummary[]>([]);
  const last = invited.at(-1);
  const isInvited = (id: string) => invited.some((o) => o.id === id);

  const confirm = () => {
    if (!chosen) return;
    const organization = chosen;
    invite.mutate(organization.id, {
      onSuccess: () => {
        setInvited((list) => [...list.filter((o) => o.id !== organization.id), organization]);
        setChosen(null);
      },
    });
  };

  if (chosen) {
    return (
      <div className="org-invite">
        <p className="org-invite__confirm">
          Invite <strong>{chosen.name}</strong> to this event? Every member is notified and the
          event shows in the organization&apos;s events. If it was invited already, nothing changes.
        </p>
        {invite.isError && (
          <p className="org-invite__error" role="alert">
            {toUserMessage(invite.error)}
          </p>
        )}
        <div className="org-invite__buttons">
          <Button variant="primary" busy={invite.isPending} onClick={confirm}>
            Invite {chosen.name}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              invite.reset();
              setChosen(null);
            }}
          >
            Back
          </Button>
        </div>
      </div>
    );
  }

  const typing = text !== settled;
  return (
    <div className="org-invite">
      {last && (
        <p className="org-invite__done" role="status">
          {last.name} is invited. Members of {last.name} will see this event.
        </p>
      )}
      <TextField
        label="Search organizations"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {results.status === 'idle' && !typing ? (
        <p className="org-invite__note">Type an organization&apos;s name to find it.</p>
      ) : typing || results.status === 'pending' ? (
        <div className="org-invite__loading">
          <Spinner label="Searching organizations" />
        </div>
      ) : results.status === 'error' ? (
        <p className="org-invite__error" role="alert">
          {toUserMessage(results.error)}
        </p>
      ) : results.organizations.length === 0 ? (
        <p className="org-invite__note">No organization matches &ldquo;{settled.trim()}&rdquo;.</p>
      ) : (
        <ul className="org-invite__list" aria-label="Organizations">
          {results.organizations.map((organization) => (
            <li key={organization.id} className="org-invite__row">
              <span className="org-invite__name">
                {organization.name}
                {organization.isVerified && (
                  <span className="org-invite__verified"> · verified</span>
                )}
              </span>
              {isInvited(organization.id) ? (
                <span className="org-invite__invited">Invited</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Invite ${organization.name}`}
                  onClick={() => {
                    invite.reset();
                    setChosen(organization);
                  }}
                >
                  Invite
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
