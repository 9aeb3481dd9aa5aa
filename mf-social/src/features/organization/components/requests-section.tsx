import { Button } from 'shared-ui';
import { PeopleList } from './people-list';
import type { SectionProps } from './section-props';
import { useMemberAct } from './use-member-act';

/** The dashboard's requests to join, each accepted or rejected. */
export function RequestsSection({ organizationId }: SectionProps) {
  const { act, busy, note } = useMemberAct(organizationId);
  return (
    <section aria-labelledby="org-requests" className="org-section">
      <h2 id="org-requests">Requests to join</h2>
      {note}
      <PeopleList
        organizationId={organizationId}
        list="pending"
        empty="No requests waiting."
        actions={(m) => (
          <span className="org-row-actions">
            <Button
              size="sm"
              busy={busy}
              aria-label={`Accept ${m.user.displayName}`}
              onClick={() => act({ kind: 'accept' }, m.user.id)}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`Reject ${m.user.displayName}`}
              onClick={() => act({ kind: 'reject' }, m.user.id)}
            >
              Reject
            </Button>
          </span>
        )}
      />
    </section>
  );
}
