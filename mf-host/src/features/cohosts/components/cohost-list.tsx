import { toUserMessage } from 'shared-api';
import type { CohostPrivilege, EventOrganizer } from 'contract';
import { COHOST_PRIVILEGES } from 'contract/values';
import { Avatar, Select } from 'shared-ui';
import { useSetCohostPrivilege } from '../api/cohost-privilege';
import { LEVEL_WORDS } from '../lib/level-words';

const levelOptions = COHOST_PRIVILEGES.map((level) => ({
  value: level,
  label: LEVEL_WORDS[level].name,
}));

/**
 * The accepted co-hosts with their level. Someone who may manage co-hosts changes a level with
 * the select (it saves at once; the server checks it too).
 */
export function CohostList({
  eventId,
  cohosts,
  myId,
  canManage,
  onSaved,
}: {
  eventId: string;
  cohosts: readonly EventOrganizer[];
  /** The caller, when they are one of the co-hosts. */
  myId: string | undefined;
  canManage: boolean;
  /** Says what was saved (null clears the last message). */
  onSaved: (message: string | null) => void;
}) {
  const change = useSetCohostPrivilege(eventId);
  return (
    <>
      {change.isError && (
        <p className="cohosts-error" role="alert">
          {toUserMessage(change.error)}
        </p>
      )}
      <h3 className="cohosts-heading">Co-hosts</h3>
      {cohosts.length === 0 ? (
        <p className="cohosts-note">
          No co-hosts yet. People you invite appear here once they accept.
        </p>
      ) : (
        <ul className="cohosts-list" aria-label="Co-hosts">
          {cohosts.map(({ user, privilege = 'cohost' }) => (
            <li key={user.id} className="cohosts-row">
              <Avatar name={user.name} src={user.profileImage?.urls.small} size="sm" decorative />
              <span className="cohosts-row__name">
                {user.name}
                {user.id === myId && ' (you)'}
              </span>
              {canManage && user.id !== myId ? (
                <Select
                  label={`Level for ${user.name}`}
                  hideLabel
                  className="cohosts-row__level"
                  options={levelOptions}
                  value={privilege}
                  disabled={change.isPending}
                  onChange={(event) => {
                    const next = event.target.value as CohostPrivilege;
                    onSaved(null);
                    change.mutate(
                      { userId: user.id, privilege: next },
                      {
                        onSuccess: () =>
                          onSaved(`${user.name} is now ${LEVEL_WORDS[next].article}.`),
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
    </>
  );
}
