import { useSession } from 'shared-api';
import { FullPageLoader } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { EditProfileForm } from '../features/edit-profile/components/edit-profile-form';

/** `user/edit`: the signed-in person's profile form (the shell asks visitors to sign in first). */
export default function EditProfilePage() {
  const { user } = useSession();
  if (!user) return <FullPageLoader />;
  return (
    <SocialPage title="Edit profile" back={{ to: '/app/user', label: 'Profile' }}>
      <EditProfileForm user={user} />
    </SocialPage>
  );
}
