import type { ConnectAccount } from 'contract';

const REQUIREMENT_WORDS: Record<string, string> = {
  external_account: 'a bank account for payouts',
  'tos_acceptance.date': 'accepting the provider’s terms',
  'business_profile.url': 'a website or social profile',
};

/** What is still due, in words ("a bank account for payouts"), for the provider's own names. */
export function requirementWords(items: string[]): string[] {
  return items.map((item) => REQUIREMENT_WORDS[item] ?? item.replace(/[._]/g, ' '));
}

/** One line on where the payout account stands. */
export function accountHeadline(account: ConnectAccount): string {
  switch (account.state) {
    case 'none':
      return 'Set up payouts to sell tickets and get paid.';
    case 'onboarding':
      return 'You started setting up payouts but didn’t finish.';
    case 'restricted':
      return 'Your payout account needs a few more details.';
    case 'enabled':
      return 'Payouts are set up: ticket money comes to this wallet.';
  }
}

export function AccountState({ account }: { account: ConnectAccount }) {
  const due = requirementWords(account.requirementsDue);
  return (
    <div className="money-account" data-state={account.state}>
      <p className="money-account__headline">{accountHeadline(account)}</p>
      {account.state !== 'enabled' && account.state !== 'none' && due.length > 0 && (
        <>
          <p>Still due:</p>
          <ul className="money-account__due">
            {due.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
