import { Fragment, type ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import './settings.css';

interface Item {
  label: string;
  to: string;
  danger?: boolean;
}

const link = (label: string, to: string, danger = false): Item => ({ label, to, danger });

const GROUPS: { title: string; items: Item[] }[] = [
  {
    title: 'Account',
    items: [
      link('Edit profile', '/app/user/edit'),
      link('Receipts', '/app/user/receipts'),
      link('Campus', '/app/user/campus'),
    ],
  },
  // Where ticket money goes: the wallet and payout set-up (mf-host's pages, by their paths).
  {
    title: 'Hosting',
    items: [link('Wallet', paths.wallet()), link('Payout set-up', paths.stripeConnect())],
  },
  {
    title: 'About',
    items: [
      link('Terms of service', '/tos'),
      link('Privacy policy', '/privacy-policy'),
      link('Refund policy', '/refund-policy'),
    ],
  },
  {
    title: 'Session',
    items: [
      link('Sign out', paths.signout()),
      link('Delete account', '/app/user/settings/delete', true),
    ],
  },
];

/** One group: its title and its links, each a row with a chevron (the last may be in red). */
function SettingsGroup({ title, items }: { title: string; items: Item[] }) {
  return (
    <nav className="settings-group" aria-label={title}>
      <h2 className="settings-group__title">{title}</h2>
      <ul className="settings-list">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={`settings-list__item${item.danger ? ' settings-list__item--danger' : ''}`}
            >
              {item.label}
              <span className="settings-list__chevron" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
          <SettingsGroup title={group.title} items={group.items} />
        </Fragment>
      ))}
    </>
  );
}
