import type { NotificationTopic } from 'contract';
import { NOTIFICATION_TOPICS } from 'contract/values';
import { ErrorPanel, GENERIC_ERROR_MESSAGE, Spinner, useToast } from 'shared-ui';
import {
  useNotificationPreferences,
  useSetNotificationPreferences,
} from '../api/notification-preferences';
import { SettingsSection } from './settings-section';
import './settings.css';

/** What each topic turns on or off, in words (the contract maps each notification kind to one). */
const TOPIC_TEXT: Record<NotificationTopic, { label: string; note: string }> = {
  friends: { label: 'Friend requests', note: 'Someone asks to be friends or accepts your request' },
  events: {
    label: 'Event updates',
    note: 'Co-host invitations, and news about events you go to or host',
  },
  messages: { label: 'Text messages', note: 'New messages in your chats' },
};

/**
 * Settings' "Notifications" group: one switch per topic, saved as soon as it is flipped. A topic
 * turned off adds nothing to Activity (the server skips writing it); what was there stays.
 */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreferences();
  const toast = useToast();

  let body;
  if (preferences.isPending) body = <Spinner label="Loading notification settings" />;
  else if (preferences.isError) {
    body = (
      <ErrorPanel
        title="We couldn't load your notification settings"
        message="Check your connection and try again."
        onRetry={() => void preferences.refetch()}
      />
    );
  } else {
    const current = preferences.data;
    body = (
      <ul className="settings-list">
        {NOTIFICATION_TOPICS.map((topic) => {
          const saving = save.isPending && save.variables?.[topic] !== undefined;
          const id = `notify-${topic}`;
          return (
            <li key={topic}>
              <label htmlFor={id} className="settings-list__item settings-switch">
                <span className="settings-switch__text">
                  {TOPIC_TEXT[topic].label}
                  <span className="settings-list__note settings-switch__note">
                    {TOPIC_TEXT[topic].note}
                  </span>
                </span>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className="settings-switch__input"
                  checked={saving ? Boolean(save.variables?.[topic]) : current[topic]}
                  aria-busy={saving || undefined}
                  disabled={save.isPending}
                  onChange={(event) =>
                    save.mutate(
                      { [topic]: event.target.checked },
                      { onError: () => toast.show(GENERIC_ERROR_MESSAGE, { kind: 'error' }) },
                    )
                  }
                />
              </label>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <SettingsSection id="settings-notifications" title="Notifications">
      {body}
    </SettingsSection>
  );
}
