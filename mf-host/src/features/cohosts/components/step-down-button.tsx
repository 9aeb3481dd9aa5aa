import { useNavigate } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { CohostPrivilege } from 'contract';

import { useStepDown } from '../api/cohost-invitations';
import { LEVEL_WORDS } from '../lib/level-words';
import { ApiConfirmButton } from '../../../components/api-confirm';

/** A co-host leaves the team, after a confirmation, and lands on the event page. */
export function StepDownButton({
  eventId,
  privilege,
}: {
  eventId: string;
  privilege: CohostPrivilege;
}) {
  const stepDown = useStepDown(eventId);
  const navigate = useNavigate();
  return (
    <ApiConfirmButton
      label="Step down as co-host"
      buttonProps={{ variant: 'secondary', className: 'cohosts-step-down' }}
      title="Step down?"
      confirmLabel="Step down"
      cancelLabel="Stay on"
      pendingText="Stepping down…"
      tone="danger"
      onConfirm={() =>
        stepDown
          .mutateAsync(undefined)
          .then(() => navigate(paths.event(eventId), { replace: true }))
      }
    >
      <p className="cohosts-confirm">
        Step down as {LEVEL_WORDS[privilege].article}? You lose this dashboard, the guest list and
        the door at once. Only the host can invite you back.
      </p>
    </ApiConfirmButton>
  );
}
