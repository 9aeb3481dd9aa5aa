import { useId, type ReactNode } from 'react';
import { ButtonLink, Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { HostLevel, HostPermission } from 'contract';
import { buttonClassName } from 'shared-ui';
import { AFFILIATE_LINKS_ANCHOR } from '../../../components/host-anchors';
import { ShareLinkButton } from './share-link-button';
import './dashboard-actions.css';

/**
 * The dashboard's actions, grouped by purpose under one primary action, sharing the event (what
 * every organizer level may do, and what fills it). Ten look-alike buttons hid that; and the guest
 * list and the scanner are not repeated here, since the Guests and Scan tabs just above go there.
 * Analytics sits with the revenue it explains (the page puts it in the revenue card). Every action
 * that goes somewhere is a link (a long press, a middle click or "open in new tab" work), in
 * reading order, so the keyboard reaches every one. One the caller's level does not allow is not
 * shown (the API would refuse it). The wallet and payout set-up are the host's own: ticket money
 * goes to the host's account, so a co-host does not see them here.
 */
export function DashboardActions({
  eventId,
  level,
  permissions,
  cancelled = false,
  canCancel = false,
}: {
  eventId: string;
  level: HostLevel;
  permissions: readonly HostPermission[];
  /** A cancelled event cannot be edited any more (the API refuses). */
  cancelled?: boolean;
  /** The host, while the event is on: "Cancel event" opens its confirmation dialog. */
  canCancel?: boolean;
}) {
  const can = (permission: HostPermission) => permissions.includes(permission);
  const dashboardPath = `${paths.host(eventId)}/dashboard`;
  const secondary = buttonClassName({ variant: 'secondary' });
  const isHost = level === 'host';
  return (
    <div className="dashboard-actions">
      <div className="dashboard-actions__primary">
        <ShareLinkButton eventId={eventId} variant="primary" />
        <ButtonLink variant="ghost" to={paths.event(eventId)}>
          View event page
        </ButtonLink>
      </div>
      <div className="dashboard-actions__groups">
        <ActionGroup title="Talk to guests">
          {can('text_blast') && (
            <Link className={secondary} to={`${dashboardPath}/text-blast`}>
              Text blast
            </Link>
          )}
          <Link className={secondary} to={paths.eventChat(eventId)}>
            Open event chat
          </Link>
        </ActionGroup>
        <ActionGroup title="Event and team">
          {can('edit_event') && !cancelled && (
            <Link className={secondary} to={`${paths.event(eventId)}/edit`}>
              Edit event
            </Link>
          )}
          <Link className={secondary} to={`${dashboardPath}/cohosts`}>
            Co-hosts
          </Link>
          {can('edit_event') && (
            <Link className={secondary} to={`${dashboardPath}/organizations`}>
              Invite an organization
            </Link>
          )}
        </ActionGroup>
        {(isHost || can('view_insights')) && (
          <ActionGroup title="Sales and money">
            {can('view_insights') && (
              <Link
                className={secondary}
                to={`${paths.host(eventId)}/analytics#${AFFILIATE_LINKS_ANCHOR}`}
              >
                Affiliate links
              </Link>
            )}
            {isHost && (
              <>
                <Link className={secondary} to={paths.wallet()}>
                  Wallet
                </Link>
                <Link className={secondary} to={paths.stripeConnect()}>
                  Payout set-up
                </Link>
              </>
            )}
          </ActionGroup>
        )}
        {canCancel && (
          <ActionGroup title="If plans change">
            <ButtonLink variant="danger" to={`${dashboardPath}/cancel`}>
              Cancel event
            </ButtonLink>
          </ActionGroup>
        )}
      </div>
    </div>
  );
}

/** A titled set of actions: a section, so a screen reader can jump to it by its heading. */
function ActionGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="dashboard-action-group" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-action-group__title">
        {title}
      </h2>
      <div className="dashboard-action-group__actions">{children}</div>
    </section>
  );
}
