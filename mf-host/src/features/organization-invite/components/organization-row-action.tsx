import type { EventListing, OrganizationPrivilege, OrganizationSummary } from 'contract';
import { orgLevelAllows } from 'contract/values';
import { Button } from 'shared-ui';

/** What the host may do with one organization: list it (its admins), ask (its members), neither. */
export type ListingChoice = 'invite' | 'ask';

interface Props {
  organization: OrganizationSummary;
  /** The caller's standing there; `undefined` while it could not be read (the API decides). */
  level: OrganizationPrivilege | null | undefined;
  state: EventListing['state'] | 'invited' | undefined;
  onChoose: (choice: ListingChoice) => void;
}

const LABELS: Record<NonNullable<Props['state']>, string> = {
  invited: 'Invited',
  listed: 'Listed',
  pending: 'Asked',
  declined: 'Declined',
};

/**
 * One search result's action. Listing tells every member, so only its admins list ("Invite"); a
 * plain member asks its admins ("Ask to list"); anyone else is told it is for members.
 */
export function OrganizationRowAction({ organization, level, state, onChoose }: Props) {
  if (state) return <span className="org-invite__invited">{LABELS[state]}</span>;
  if (level === null || level === 'pending') {
    return <span className="org-invite__invited">Members only</span>;
  }
  const choice: ListingChoice =
    level === undefined || orgLevelAllows(level, 'list_events') ? 'invite' : 'ask';
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={
        choice === 'invite'
          ? `Invite ${organization.name}`
          : `Ask ${organization.name} to list this event`
      }
      onClick={() => onChoose(choice)}
    >
      {choice === 'invite' ? 'Invite' : 'Ask to list'}
    </Button>
  );
}
