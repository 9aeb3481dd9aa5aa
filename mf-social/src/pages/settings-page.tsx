import { SocialPage } from '../components/social-page';
import { NotificationSettings } from '../features/settings/components/notification-settings';
import { SavedCards } from '../features/settings/components/saved-cards';
import { SettingsList } from '../features/settings/components/settings-list';

/**
 * `user/settings`: links to the account's screens, the saved cards (remove, add), the wallet and
 * payout set-up, which topics notify (switches), the policies, sign out and delete.
 */
export default function SettingsPage() {
  return (
    <SocialPage title="Settings" back={{ to: '/app/user', label: 'Profile' }}>
      <SettingsList notifications={<NotificationSettings />} savedCards={<SavedCards />} />
    </SocialPage>
  );
}
