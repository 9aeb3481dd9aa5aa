import { Link, useNavigate, useSearchParams } from 'shared-ui/router';
import { paths, useSession } from 'shared-api';
import { Avatar, Dialog } from 'shared-ui';
import { useFriends } from '../../../api/friends';
import { FriendsList } from '../../../components/friends-list';

/** How many avatars the mutual-friends line shows before "and N more". */
const MUTUAL_FACES = 3;

/**
 * Under the profile header: "N friends" (opens the friends dialog by URL) and, on someone else's
 * profile, the friends the viewer shares with them, a few faces and a link to the mutual list.
 */
export function ProfileFriends({ userId, own }: { userId: string; own: boolean }) {
  const friends = useFriends(userId);
  const session = useSession();
  // Shared friends need a viewer, and mean nothing on one's own profile.
  const mutual = useFriends(userId, { mutualOnly: true, enabled: !own && session.isLoggedIn });
  const count = friends.data?.length;
  const shared = own ? [] : (mutual.data ?? []);
  return (
    <div className="profile-friends">
      <Link to={paths.userFriends(userId)} className="profile-friends__count">
        {count === undefined ? 'Friends' : `${count} ${count === 1 ? 'friend' : 'friends'}`}
      </Link>
      {shared.length > 0 && (
        <Link
          to={paths.userFriends(userId, { mutual: true })}
          className="profile-friends__mutual"
          aria-label={`${shared.length} mutual ${shared.length === 1 ? 'friend' : 'friends'}: ${shared
            .slice(0, MUTUAL_FACES)
            .map((f) => f.displayName)
            .join(', ')}${shared.length > MUTUAL_FACES ? ' and more' : ''}`}
        >
          <span className="profile-friends__faces" aria-hidden="true">
            {shared.slice(0, MUTUAL_FACES).map((f) => (
              <Avatar
                key={f.id}
                name={f.displayName}
                src={f.profileImage?.urls.small ?? null}
                size="sm"
              />
            ))}
          </span>
          <span aria-hidden="true">
            {shared.length} mutual {shared.length === 1 ? 'friend' : 'friends'}
          </span>
        </Link>
      )}
    </div>
  );
}

/**
 * The friends list as a dialog (`/app/user/:userId/friends`): everyone, or (someone else's
 * profile, signed in) only the friends the viewer shares with them; `?mutual=1` starts there.
 * Closing returns to the profile.
 */
export function FriendsDialog({ userId, own }: { userId: string; own: boolean }) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const session = useSession();
  const canFilter = !own && session.isLoggedIn;
  const mutualOnly = canFilter && search.get('mutual') === '1';
  const show = (mutual: boolean) =>
    setSearch(mutual ? { mutual: '1' } : {}, { replace: true, preventScrollReset: true });
  return (
    <Dialog
      title={mutualOnly ? 'Mutual friends' : 'Friends'}
      onClose={() => navigate(paths.user(userId), { replace: true })}
    >
      {canFilter && (
        <div className="profile-friends__filter" role="group" aria-label="Show">
          <button type="button" aria-pressed={!mutualOnly} onClick={() => show(false)}>
            All
          </button>
          <button type="button" aria-pressed={mutualOnly} onClick={() => show(true)}>
            Mutual
          </button>
        </div>
      )}
      <FriendsList userId={userId} mutualOnly={mutualOnly} />
    </Dialog>
  );
}
