import { useState } from 'react';
import { toUserMessage, useDebouncedValue, useSearchResults } from 'shared-api';
import type { CohostPrivilege, PublicUser } from 'contract';
import { COHOST_PRIVILEGES } from 'contract/values';
import { Avatar, Button, Select, Spinner, TextField } from 'shared-ui';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-debounce';
import { useSetCohostPrivilege } from '../api/cohost-privilege';
import { LEVEL_WORDS } from '../lib/level-words';

const RESULT_LIMIT = 8;
const levelOptions = COHOST_PRIVILEGES.map((level) => ({
  value: level,
  label: LEVEL_WORDS[level].name,
}));

/**
 * Search people (signed in, the search ranks the caller's friends first) and invite one at the
 * chosen level (`POST /events/invitations/`). People who organize or are invited already say so.
 */
export function InviteCohost({
  eventId,
  isTaken,
  onInvited,
}: {
  eventId: string;
  isTaken: (userId: string) => boolean;
  onInvited: (user: PublicUser, level: CohostPrivilege) => void;
}) {
  const [text, setText] = useState('');
  const [level, setLevel] = useState<CohostPrivilege>('cohost');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(settled, { type: 'user', limit: RESULT_LIMIT });
  const invite = useSetCohostPrivilege(eventId);
  const typing = text !== settled;

  return (
    <div className="cohosts-invite">
      <div className="cohosts-invite__fields">
        <TextField
          label="Search people"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
        <Select
          label="Level"
          options={levelOptions}
          value={level}
          onChange={(e) => setLevel(e.target.value as CohostPrivilege)}
        />
      </div>
      {invite.isError && (
        <p className="cohosts-error" role="alert">
          {toUserMessage(invite.error)}
        </p>
      )}
      {results.status === 'idle' && !typing ? (
        <p className="cohosts-note">Type a name to find someone. Your friends come first.</p>
      ) : typing || results.status === 'pending' ? (
        <div className="cohosts-loading">
          <Spinner label="Searching people" />
        </div>
      ) : results.status === 'error' ? (
        <p className="cohosts-error" role="alert">
          {toUserMessage(results.error)}
        </p>
      ) : results.users.length === 0 ? (
        <p className="cohosts-note">Nobody matches &ldquo;{settled.trim()}&rdquo;.</p>
      ) : (
        <ul className="cohosts-list" aria-label="People">
          {results.users.map((user) => (
            <li key={user.id} className="cohosts-row">
              <Avatar name={user.name} src={user.profileImage?.urls.small} size="sm" decorative />
              <span className="cohosts-row__name">{user.name}</span>
              {isTaken(user.id) ? (
                <span className="cohosts-row__sub">Already on the team</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Invite ${user.name} as ${LEVEL_WORDS[level].name}`}
                  busy={invite.isPending && invite.variables?.userId === user.id}
                  disabled={invite.isPending}
                  onClick={() =>
                    invite.mutate(
                      { userId: user.id, privilege: level },
                      { onSuccess: () => onInvited(user, level) },
                    )
                  }
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
