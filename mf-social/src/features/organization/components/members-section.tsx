import { useState } from 'react';
import type { OrganizationLevel, OrganizationMember } from 'contract';
import { canRemove, orgLevelAllows } from 'contract/values';
import { Button } from 'shared-ui';
import { LEVEL_NAMES } from '../lib/level-names';
import { PeopleList } from './people-list';
import type { SectionProps } from './section-props';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';
import { useMemberAct } from './use-member-act';

/**
 * The dashboard's members, with what the viewer's level allows on each: make or remove an admin,
 * hand the organization over (the owner only), remove someone (after a confirmation).
 */
export function MembersSection({ organizationId, level }: SectionProps) {
  const { act, busy, note } = useMemberAct(organizationId);
  const [removing, setRemoving] = useState<string | null>(null);
  const [handingTo, setHandingTo] = useState<OrganizationMember | null>(null);
  const admins = orgLevelAllows(level, 'manage_admins');
  const owner = orgLevelAllows(level, 'transfer_ownership');
  return (
    <section aria-labelledby="org-members" className="org-section">
      <h2 id="org-members">Members</h2>
      {note}
      {handingTo && (
        <TransferOwnershipDialog
          organizationId={organizationId}
          member={handingTo}
          onClose={() => setHandingTo(null)}
        />
      )}
      <PeopleList
        organizationId={organizationId}
        list="members"
        empty="No members yet."
        actions={(m) => {
          const theirs = m.privilege as OrganizationLevel;
          const name = m.user.displayName;
          if (removing === m.user.id) {
            return (
              <span role="group" aria-label={`Remove ${name}?`} className="org-row-actions">
                <span>Remove {name}?</span>
                <Button
                  size="sm"
                  variant="danger"
                  busy={busy}
                  onClick={() => {
                    setRemoving(null);
                    act({ kind: 'remove' }, m.user.id);
                  }}
                >
                  Remove
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setRemoving(null)}>
                  Keep
                </Button>
              </span>
            );
          }
          return (
            <span className="org-row-actions">
              <span className="org-level">{LEVEL_NAMES[theirs]}</span>
              {admins && theirs === 'member' && (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busy}
                  aria-label={`Make ${name} an admin`}
                  onClick={() => act({ kind: 'make-admin' }, m.user.id)}
                >
                  Make admin
                </Button>
              )}
              {admins && theirs === 'admin' && (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busy}
                  aria-label={`Remove ${name} as an admin`}
                  onClick={() => act({ kind: 'remove-admin' }, m.user.id)}
                >
                  Remove admin
                </Button>
              )}
              {owner && theirs !== 'owner' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Make ${name} the owner`}
                  onClick={() => setHandingTo(m)}
                >
                  Make owner
                </Button>
              )}
              {canRemove(level, theirs) && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Remove ${name} from the organization`}
                  onClick={() => setRemoving(m.user.id)}
                >
                  Remove
                </Button>
              )}
            </span>
          );
        }}
      />
    </section>
  );
}
