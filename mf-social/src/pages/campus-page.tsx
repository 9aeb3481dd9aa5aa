import { useState } from 'react';
import { useSession } from 'shared-api';
import type { Campus } from 'contract';
import { Spinner } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { CampusSearch } from '../features/campus/components/campus-search';
import { CampusVerify } from '../features/campus/components/campus-verify';
import { CurrentCampus } from '../features/campus/components/current-campus';
import '../features/campus/components/campus.css';

/**
 * `user/campus`: the person's campus with the people there (friends first), and joining one: find
 * the school, send a code to a school email of it, enter the code. Joining another school moves
 * them there.
 */
export default function CampusPage() {
  const session = useSession();
  const [picked, setPicked] = useState<Campus | null>(null);
  const [changing, setChanging] = useState(false);
  const user = session.user;
  if (!user) {
    return (
      <SocialPage title="Campus">
        <Spinner label="Loading your profile" />
      </SocialPage>
    );
  }
  const current = user.campus ?? null;
  return (
    <SocialPage title="Campus" back={{ to: '/app/user/settings', label: 'Settings' }}>
      {current && !changing && !picked ? (
        <CurrentCampus campus={current} onChange={() => setChanging(true)} />
      ) : picked ? (
        <CampusVerify
          key={picked.id}
          campus={picked}
          userId={user.id}
          onChangeCampus={() => setPicked(null)}
        />
      ) : (
        <>
          <p className="social-muted">
            Join your school's campus with your school email to see who else goes there.
          </p>
          <CampusSearch onPick={setPicked} />
        </>
      )}
    </SocialPage>
  );
}
