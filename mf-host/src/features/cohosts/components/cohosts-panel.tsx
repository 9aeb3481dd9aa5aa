import { useEffect, useState } from 'react';
import { useQueryClient } from 'shared-api/query';
import { useNavigate } from 'shared-ui/router';
import { eventKeys, paths, toUserMessage, useEventOrganizers, useSession } from 'shared-api';
import { useSetCohostPrivilege } from '../api/cohost-privilege';
import {
  usePendingInvitations,
  useStepDown,
  useWithdrawInvitation,
} from '../api/cohost-invitations';
import type { CohostPrivilege, PublicUser } from 'contract';
import { COHOST_PRIVILEGES } from 'contract/values';
import { Avatar, Button, Select, Spinner } from 'shared-ui';
import { LEVEL_WORDS } from '../lib/level-words';
import { InviteCohost } from './invite-cohost';
import './cohosts.css';

const levelOptions = COHOST_PRIVILEGES.map((level) => ({
  value: level,
  label: LEVEL_WORDS[level].name,
}));

/** What the panel is asking to confirm: a destructive action waits for a second press. */
type Confirming = { kind: 'withdraw'; user: PublicUser } | { kind: 'step-down' } | null;

/**
 * The co-hosts modal's body: the host and each accepted co-host with their level. Someone who may
 * manage co-hosts changes a level with the select (it saves at once; the server checks it too),
 * invites people (friends first) at a level and withdraws pending invitations. A co-host may step
 * down. Withdrawing and stepping down ask first.
 */
export function CohostsPanel({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const { viewer } = useSession();
  const navigate = useNavigate();
  const organizers = useEventOrganizers(eventId);
  const pending = usePendingInvitations(eventId, canManage);
  const change = useSetCohostPrivilege(eventId);
  const withdraw = useWithdrawInvitation(eventId);
  const stepDown = useStepDown(eventId);
  const [saved, setSaved] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
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

  if (confirming?.kind === 'withdraw') {
    const { user } = confirming;
    return (
      <div className="cohosts-panel">
        <p className="cohosts-confirm">
          Withdraw <strong>{user.name}</strong>&apos;s invitation to co-host? They can no longer
          accept it. You can invite them again later.
        </p>
        {withdraw.isError && (
          <p className="cohosts-error" role="alert">
            {toUserMessage(withdraw.error)}
          </p>
        )}
        <div className="cohosts-buttons">
          <Button variant="secondary" autoFocus onClick={() => setConfirming(null)}>
            Keep the invitation
          </Button>
          <Button
            variant="danger"
            busy={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(user.id, {
                onSuccess: () => {
                  setSaved(`${user.name}'s invitation is withdrawn.`);
                  setConfirming(null);
                },
              })
            }
          >
            Withdraw invitation
          </Button>
        </div>
      </div>
    );
  }

  if (confirming?.kind === 'step-down') {
    return (
      <div className="cohosts-panel">
        <p className="cohosts-confirm">
          Step down as {me ? LEVEL_WORDS[me.privilege ?? 'cohost'].article : 'a co-host'}? You lose
          this dashboard, the guest list and the door at once. Only the host can invite you back.
        </p>
        {stepDown.isError && (
          <p className="cohosts-error" role="alert">
            {toUserMessage(stepDown.error)}
          </p>
        )}
        <div className="cohosts-buttons">
          <Button variant="secondary" autoFocus onClick={() => setConfirming(null)}>
            Stay on
          </Button>
          <Button
            variant="danger"
            busy={stepDown.isPending}
            onClick={() =>
              stepDown.mutate(undefined, {
                onSuccess: () => navigate(paths.event(eventId), { replace: true }),
              })
            }
          >
            Step down
          </Button>
        </div>
      </div>
    );
  }

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
      {change.isError && (
        <p className="cohosts-error" role="alert">
          {toUserMessage(change.error)}
        </p>
      )}
      <h3 className="cohosts-heading">Co-hosts</h3>
      {cohosts.length === 0 ? (
        <p className="cohosts-note">
          No co-hosts yet. People you invite appear here once they accept.
        </p>
      ) : (
        <ul className="cohosts-list" aria-label="Co-hosts">
          {cohosts.map(({ user, privilege = 'cohost' }) => (
            <li key={user.id} className="cohosts-row">
              <Avatar name={user.name} src={user.profileImage?.urls.small} size="sm" decorative />
              <span className="cohosts-row__name">
                {user.name}
                {user.id === me?.user.id && ' (you)'}
              </span>
              {canManage && user.id !== me?.user.id ? (
                <Select
                  label={`Level for ${user.name}`}
                  hideLabel
                  className="cohosts-row__level"
                  options={levelOptions}
                  value={privilege}
                  disabled={change.isPending}
                  onChange={(event) => {
                    const next = event.target.value as CohostPrivilege;
                    setSaved(null);
                    change.mutate(
                      { userId: user.id, privilege: next },
                      {
                        onSuccess: () =>
                          setSaved(`${user.name} is now ${LEVEL_WORDS[next].article}.`),
                      },
                    );
                  }}
                />
              ) : (
                <span className="cohosts-row__level">{LEVEL_WORDS[privilege].name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {me && (
        <Button
          variant="secondary"
          className="cohosts-step-down"
          onClick={() => {
            stepDown.reset();
            setConfirming({ kind: 'step-down' });
          }}
        >
          Step down as co-host
        </Button>
      )}
      {canManage && (
        <>
          <h3 className="cohosts-heading">Invited</h3>
          {pending.isPending ? (
            <div className="cohosts-loading">
              <Spinner label="Loading invitations" />
            </div>
          ) : pending.isError ? (
            <p className="cohosts-error" role="alert">
              Could not load the invitations: {toUserMessage(pending.error)}
            </p>
          ) : pending.data.length === 0 ? (
            <p className="cohosts-note">No invitations waiting for an answer.</p>
          ) : (
            <ul className="cohosts-list" aria-label="Invitations waiting for an answer">
              {pending.data.map(({ user, privilege }) => (
                <li key={user.id} className="cohosts-row">
                  <Avatar
                    name={user.name}
                    src={user.profileImage?.urls.small}
                    size="sm"
                    decorative
                  />
                  <span className="cohosts-row__who">
                    <span className="cohosts-row__name">{user.name}</span>
                    <span className="cohosts-row__sub">
                      Invited as {LEVEL_WORDS[privilege].name.toLowerCase()}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Withdraw ${user.name}'s invitation`}
                    onClick={() => {
                      withdraw.reset();
                      setSaved(null);
                      setConfirming({ kind: 'withdraw', user });
                    }}
                  >
                    Withdraw
                  </Button>
                </li>
              ))}
            </ul>
          )}
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
