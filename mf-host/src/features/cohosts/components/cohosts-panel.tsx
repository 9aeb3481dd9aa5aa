import { useEffect, useState } from 'react';
import { useQueryClient } from 'shared-api/query';
import { eventKeys, toUserMessage, useEventOrganizers, useSession } from 'shared-api';
import { COHOST_PRIVILEGES } from 'contract/values';
import { Spinner } from 'shared-ui';
import { usePendingInvitations } from '../api/cohost-invitations';
import { LEVEL_WORDS } from '../lib/level-words';
import { CohostList } from './cohost-list';
import { InviteCohost } from './invite-cohost';
import { PendingInvitations } from './pending-invitations';
import { StepDownButton } from './step-down-button';
import './cohosts.css';

/**
 * The co-hosts modal's body: the host and each accepted co-host with their level. Someone who may
 * manage co-hosts changes a level, invites people (friends first) at a level and withdraws
 * pending invitations. A co-host may step down. Withdrawing and stepping down ask first.
 */
export function CohostsPanel({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const { viewer } = useSession();
  const organizers = useEventOrganizers(eventId);
  const pending = usePendingInvitations(eventId, canManage);
  const [saved, setSaved] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // Invitees accept and co-hosts step down elsewhere: opening the panel asks for the team afresh.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.organizers(eventId) });
  }, [queryClient, eventId]);

  if (organizers.isPending) {
    return (
      <div className="cohosts-loading">
        <Spinner label="Loading co-hosts" />
      </div>
    );
  }
  if (organizers.isError) {
    return (
      <p className="cohosts-error" role="alert">
        {toUserMessage(organizers.error)}
      </p>
    );
  }
  const cohosts = organizers.data.filter((o) => o.role === 'cohost');
  const me = cohosts.find((o) => o.user.id === viewer?.userId);
  const taken = new Set([
    ...organizers.data.map((o) => o.user.id),
    ...(pending.data ?? []).map((i) => i.user.id),
  ]);

  return (
    <div className="cohosts-panel">
      <dl className="cohosts-levels">
        {COHOST_PRIVILEGES.map((level) => (
          <div key={level}>
            <dt>{LEVEL_WORDS[level].name}</dt>
            <dd>{LEVEL_WORDS[level].can}</dd>
          </div>
        ))}
      </dl>
      {saved && (
        <p className="cohosts-saved" role="status">
          {saved}
        </p>
      )}
      <CohostList
        eventId={eventId}
        cohosts={cohosts}
        myId={me?.user.id}
        canManage={canManage}
        onSaved={setSaved}
      />
      {me && <StepDownButton eventId={eventId} privilege={me.privilege ?? 'cohost'} />}
      {canManage && (
        <>
          <h3 className="cohosts-heading">Invited</h3>
          <PendingInvitations eventId={eventId} pending={pending} onSaved={setSaved} />
          <h3 className="cohosts-heading">Invite a co-host</h3>
          <InviteCohost
            eventId={eventId}
            isTaken={(id) => taken.has(id) || id === viewer?.userId}
            onInvited={(user, level) => {
              setSaved(
                `${user.name} is invited as ${LEVEL_WORDS[level].article}. They can accept in their Activity or on the event page.`,
              );
            }}
          />
        </>
      )}
    </div>
  );
}
