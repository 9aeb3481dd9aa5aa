import { Link } from 'react-router-dom';
import { paths } from 'shared-api';
import './settings.css';

interface Item {
  label: string;
  icon: string;
  to: string;
  note?: string;
  danger?: boolean;
}

const GROUPS: { title: string; items: Item[] }[] = [
  {
    title: 'Account',
    items: [
      { label: 'Edit profile', icon: '✏️', to: '/app/user/edit' },
      { label: 'Receipts', icon: '🧾', to: '/app/user/receipts' },
      { label: 'Campus', icon: '🎓', to: '/app/user/campus', note: 'Coming soon' },
    ],
  },
  {
    title: 'About',
    items: [
      { label: 'Terms of service', icon: '📄', to: '/tos' },
      { label: 'Privacy policy', icon: '🔒', to: '/privacy-policy' },
      { label: 'Refund policy', icon: '💸', to: '/refund-policy' },
    ],
  },
  {
    title: 'Session',
    items: [
      { label: 'Sign out', icon: '👋', to: paths.signout() },
      { label: 'Delete account', icon: '🗑️', to: '/app/user/settings/delete', danger: true },
    ],
  },
];

export function SettingsList() {
  return (
    <>
      {GROUPS.map((group) => (
        <nav key={group.title} className="settings-group" aria-label={group.title}>
          <h2 className="settings-group__title">{group.title}</h2>
          <ul className="settings-list">
            {group.items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`settings-list__item${item.danger ? ' settings-list__item--danger' : ''}`}
                >
                  <span aria-hidden="true">{item.icon}</span>
                  {item.label}
                  {item.note && <span className="settings-list__note">{item.note}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
