import { useId, useState } from 'react';
import type { Organization } from 'contract';
import type { ButtonSize } from 'shared-ui';
import { MembershipConfirmation } from './membership-confirmation';
import {
  InvitationButtons,
  JoinButton,
  LevelButton,
  OwnerButton,
  RequestedButton,
} from './membership-controls';
import { OwnerLeaveNote } from './owner-leave-note';
import { useMembershipActions } from './use-membership-actions';

export { ORGANIZATION_PAUSE_MS } from './use-membership-actions';

/**
 * The membership button (SPEC section 4): an invitation waiting is accepted, or declined beside
 * it (after a confirmation: only the organization can invite again); no standing shows Join, or
 * "Request to join" when an admin must accept (Closed and not allowed when access is closed); a
 * request waiting shows Requested and a press takes it back; a member or admin sees their level,
 * and a press offers Leave and Cancel. Owners cannot leave: their press explains how to hand the
 * organization over instead. A refusal closes the question and is shown in words. Busy while a
 * call runs and 500 ms after.
 */
export function MembershipButton({
  organization,
  size,
}: {
  organization: Organization;
  /** `sm` in lists, where a row holds it beside a name (two buttons must fit a 375 px phone). */
  size?: ButtonSize;
}) {
  const actions = useMembershipActions(organization.id);
  const [explaining, setExplaining] = useState(false);
  const noteId = useId();
  const { busy, confirming, opener, ask, run } = actions;
  const { currentPrivilege, invitedPrivilege } = organization;
  const common = { organization, size, busy, opener, run, ask };

  const controls = () => {
    if (confirming) {
      return (
        <MembershipConfirmation
          what={confirming}
          name={organization.name}
          size={size}
          busy={busy}
          onConfirm={() => run(confirming)}
          onCancel={actions.cancelQuestion}
        />
      );
    }
    if (invitedPrivilege && !currentPrivilege) return <InvitationButtons {...common} />;
    if (currentPrivilege === null) return <JoinButton {...common} />;
    if (currentPrivilege === 'pending') return <RequestedButton {...common} />;
    if (currentPrivilege === 'owner') {
      return (
        <OwnerButton
          organization={organization}
          size={size}
          explaining={explaining}
          noteId={noteId}
          onToggle={() => {
            actions.clearProblem();
            setExplaining((open) => !open);
          }}
        />
      );
    }
    return <LevelButton {...common} organization={{ ...organization, currentPrivilege }} />;
  };

  return (
    <div className="org-button">
      {controls()}
      {explaining && currentPrivilege === 'owner' && (
        <OwnerLeaveNote id={noteId} organizationId={organization.id} />
      )}
      {actions.problem && (
        <p role="alert" className="org-button__problem">
          {actions.problem}
        </p>
      )}
    </div>
  );
}
