import { SocialPage } from '../components/social-page';
import { DeleteAccount } from '../features/settings/components/delete-account';

/** `user/settings/delete`: deleting the account, behind a typed confirmation. */
export default function DeleteAccountPage() {
  return (
    <SocialPage title="Delete account" back={{ to: '/app/user/settings', label: 'Settings' }}>
      <DeleteAccount />
    </SocialPage>
  );
}
