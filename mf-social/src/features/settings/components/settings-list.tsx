import { Fragment, type ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import './settings.css';

interface Item {
  label: string;
  to: string;
  note?: string;
  danger?: boolean;
}

const GROUPS: { title: string; items: Item[] }[] = [
  {
    title: 'Account',
    items: [
      { label: 'Edit profile', to: '/app/user/edit' },
      { label: 'Receipts', to: '/app/user/receipts' },
      { label: 'Campus', to: '/app/user/campus' },
    ],
  },
  {
    // Where ticket money goes: the wallet and payout set-up (mf-host's pages, by their paths).
    title: 'Hosting',
    items: [
      { label: 'Wallet', to: paths.wallet() },
      { label: 'Payout set-up', to: paths.stripeConnect() },
    ],
  },
  {
    title: 'About',
    items: [
      { label: 'Terms of service', to: '/tos' },
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Refund policy', to: '/refund-policy' },
    ],
  },
  {
    title: 'Session',
    items: [
      { label: 'Sign out', to: paths.signout() },
      { label: 'Delete account', to: '/app/user/settings/delete', danger: true },
    ],
  },
];

/**
 * The groups of links; `savedCards` goes before the Hosting group, `notifications` (the switches)
 * before the About group.
 */
export function SettingsList({
  notifications,
  savedCards,
}: {
  notifications?: ReactNode;
  savedCards?: ReactNode;
}) {
  return (
    <>
      {GROUPS.map((group) => (
        <Fragment key={group.title}>
          {group.title === 'Hosting' && savedCards}
          {group.title === 'About' && notifications}
          <nav className="settings-group" aria-label={group.title}>
            <h2 className="settings-group__title">{group.title}</h2>
            <ul className="settings-list">
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={`settings-list__item${item.danger ? ' settings-list__item--danger' : ''}`}
                  >
                    {item.label}
                    {item.note && <span className="settings-list__note">{item.note}</span>}
                    <span className="settings-list__chevron" aria-hidden="true">
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Fragment>
      ))}
    </>
  );
}
