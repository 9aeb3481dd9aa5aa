import { useState } from 'react';
import { toUserMessage, useEventOrganizers } from 'shared-api';
import { useSetCohostPrivilege } from '../api/cohost-privilege';
import type { CohostPrivilege } from 'contract';
import { COHOST_PRIVILEGES } from 'contract/values';
import { Avatar, Select, Spinner } from 'shared-ui';
import { LEVEL_WORDS } from '../lib/level-words';
import './cohosts.css';

/**
 * The co-hosts modal's body: the host and each accepted co-host with their level. Someone who may
 * manage co-hosts changes a level with the select (it saves at once; the server checks it too).
 */
export function CohostsPanel({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const organizers = useEventOrganizers(eventId);
  const change = useSetCohostPrivilege(eventId);
  const [saved, setSaved] = useState<string | null>(null);

  if (organizers.isPending) {
    return (
      <div className="cohosts-loading">
        <Spinner label="Loading co-hosts" />
      </div>
    );
  }
  if (organizers.isError) {
    return (
      <p className="cohosts-error" role="alert">
        {toUserMessage(organizers.error)}
      </p>
    );
  }
  const cohosts = organizers.data.filter((o) => o.role === 'cohost');
  const levelOptions = COHOST_PRIVILEGES.map((level) => ({
    value: level,
    label: LEVEL_WORDS[level].name,
  }));
  return (
    <div className="cohosts-panel">
      <dl className="cohosts-levels">
        {COHOST_PRIVILEGES.map((level) => (
          <div key={level}>
            <dt>{LEVEL_WORDS[level].name}</dt>
            <dd>{LEVEL_WORDS[level].can}</dd>
          </div>
        ))}
      </dl>
      {saved && (
        <p className="cohosts-saved" role="status">
          {saved}
        </p>
      )}
      {change.isError && (
        <p className="cohosts-error" role="alert">
          {toUserMessage(change.error)}
        </p>
      )}
      {cohosts.length === 0 ? (
        <p className="cohosts-note">
          No co-hosts yet. People you invite appear here once they accept.
        </p>
      ) : (
        <ul className="cohosts-list" aria-label="Co-hosts">
          {cohosts.map(({ user, privilege = 'cohost' }) => (
            <li key={user.id} className="cohosts-row">
              <Avatar name={user.name} src={user.profileImage?.urls.small} size="sm" decorative />
              <span className="cohosts-row__name">{user.name}</span>
              {canManage ? (
                <Select
                  label={`Level for ${user.name}`}
                  hideLabel
                  className="cohosts-row__level"
                  options={levelOptions}
                  value={privilege}
                  disabled={change.isPending}
                  onChange={(event) => {
                    const next = event.target.value as CohostPrivilege;
                    setSaved(null);
                    change.mutate(
                      { userId: user.id, privilege: next },
                      {
                        onSuccess: () =>
                          setSaved(`${user.name} is now ${LEVEL_WORDS[next].article}.`),
                      },
                    );
                  }}
                />
              ) : (
                <span className="cohosts-row__level">{LEVEL_WORDS[privilege].name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
