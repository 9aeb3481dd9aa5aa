import { useState } from 'react';
import { toUserMessage, useDebouncedValue, useSearchResults } from 'shared-api';
import type { OrganizationSummary } from 'contract';
import { Spinner, TextField } from 'shared-ui';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-debounce';
import { useInviteOrganizationToEvent } from '../api/organization-invite';
import {
  useAskToList,
  useEventListings,
  useMyOrganizationLevels,
} from '../api/organization-listings';
import { EventListings } from './event-listings';
import { ListingConfirm } from './listing-confirm';
import { OrganizationRowAction, type ListingChoice } from './organization-row-action';
import './organization-invite.css';

const RESULT_LIMIT = 10;

interface Done {
  organization: OrganizationSummary;
  choice: ListingChoice;
}

/**
 * The "Invite an organization" modal's body: search organizations, pick one, confirm, then list
 * the event there (`POST /events/organization-invitations`, its admins; idempotent) or ask its
 * admins to (`POST /events/organization-requests`, a plain member). Above the search: where the
 * event stands with organizations, each request withdrawable.
 */
export function OrganizationInvitePanel({ eventId }: { eventId: string }) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(settled, { type: 'organization', limit: RESULT_LIMIT });
  const levels = useMyOrganizationLevels();
  const listings = useEventListings(eventId);
  const invite = useInviteOrganizationToEvent(eventId);
  const ask = useAskToList(eventId);
  const [chosen, setChosen] = useState<Done | null>(null);
  const [done, setDone] = useState<Done[]>([]);
  const last = done.at(-1);

  const stateOf = (id: string) =>
    listings.data?.find((l) => l.organizationId === id)?.state ??
    (done.some((d) => d.organization.id === id && d.choice === 'invite') ? 'invited' : undefined);
  // Unknown (the list failed): the API decides, and says why if it refuses.
  const levelOf = (id: string) => (levels.isSuccess ? (levels.data.get(id) ?? null) : undefined);

  if (chosen) {
    const mutation = chosen.choice === 'invite' ? invite : ask;
    const confirm = () =>
      mutation.mutate(chosen.organization.id, {
        onSuccess: () => {
          setDone((list) => [
            ...list.filter((d) => d.organization.id !== chosen.organization.id),
            chosen,
          ]);
          setChosen(null);
        },
      });
    return (
      <ListingConfirm
        organization={chosen.organization}
        choice={chosen.choice}
        busy={mutation.isPending}
        error={mutation.isError ? mutation.error : null}
        onConfirm={confirm}
        onBack={() => {
          mutation.reset();
          setChosen(null);
        }}
      />
    );
  }

  const typing = text !== settled;
  return (
    <div className="org-invite">
      {last && (
        <p className="org-invite__done" role="status">
          {last.choice === 'invite'
            ? `${last.organization.name} is invited. Members of ${last.organization.name} will see this event.`
            : `You asked ${last.organization.name} to list this event. Its admins will answer.`}
        </p>
      )}
      <EventListings eventId={eventId} />
      <TextField
        label="Search organizations"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {results.status === 'idle' && !typing ? (
        <p className="org-invite__note">Type an organization&apos;s name to find it.</p>
      ) : typing || results.status === 'pending' || levels.isPending ? (
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
              <OrganizationRowAction
                organization={organization}
                level={levelOf(organization.id)}
                state={stateOf(organization.id)}
                onChoose={(choice) => {
                  invite.reset();
                  ask.reset();
                  setChosen({ organization, choice });
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
