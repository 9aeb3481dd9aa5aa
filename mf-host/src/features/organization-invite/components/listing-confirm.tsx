import { toUserMessage } from 'shared-api';
import type { OrganizationSummary } from 'contract';
import { Button } from 'shared-ui';
import type { ListingChoice } from './organization-row-action';

interface Props {
  organization: OrganizationSummary;
  choice: ListingChoice;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onBack: () => void;
}

/** The step before listing (an admin) or asking to list (a member): what happens, in words. */
export function ListingConfirm({ organization, choice, busy, error, onConfirm, onBack }: Props) {
  const { name } = organization;
  return (
    <div className="org-invite">
      {choice === 'invite' ? (
        <p className="org-invite__confirm">
          Invite <strong>{name}</strong> to this event? Every member is notified and the event shows
          in the organization&apos;s events. If it was invited already, nothing changes.
        </p>
      ) : (
        <p className="org-invite__confirm">
          Ask the admins of <strong>{name}</strong> to list this event? They are notified; once one
          of them accepts, every member is told and the event shows in the organization&apos;s
          events. You see here whether they did.
        </p>
      )}
      {error != null && (
        <p className="org-invite__error" role="alert">
          {toUserMessage(error)}
        </p>
      )}
      <div className="org-invite__buttons">
        <Button variant="primary" busy={busy} onClick={onConfirm}>
          {choice === 'invite' ? `Invite ${name}` : `Ask ${name}`}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </div>
  );
}
