import { Link, useNavigate, useParams } from 'shared-ui/router';
import { paths, useEvent, useSession } from 'shared-api';
import { Dialog, FullPageLoader } from 'shared-ui';
import { EventCta } from '../features/checkout/components/event-cta';
import { useRememberAffiliateRef } from '../features/checkout/lib/affiliate-ref';
import { TicketsDialogBody } from '../features/checkout/components/tickets-dialog-body';
import { CohostInvitationCard } from '../features/event/components/cohost-invitation-card';
import { EventChatLink } from '../features/event/components/event-chat-link';
import { EventLoadError } from '../features/event/components/event-load-error';
import { EventFacts } from '../features/event/components/event-facts';
import { GoingList } from '../features/event/components/going-list';
import { eventGoingText } from '../lib/event-going-text';
import { LikeButton } from '../features/event/components/like-button';
import { OrganizerTools } from '../features/event/components/organizer-tools';
import { ShareButton } from '../features/event/components/share-button';
import { SharePanel } from '../features/event/components/share-panel';
import { useRecordView } from '../features/event/hooks/use-record-view';
import { useSignInPrompt } from '../features/event/hooks/use-sign-in-prompt';
import { CancelledNotice } from '../components/cancelled-notice';
import { EventFlyer } from '../components/event-flyer';
import { useIsOrganizer } from '../lib/use-is-organizer';
import '../features/feed/components/feed.css';
import '../features/event/components/event.css';

/** The dialogs an event page opens by URL: /app/event/{id}/tickets, /going, /share. */
const MODAL_TITLES = {
  tickets: 'Tickets',
  going: "Who's going",
  share: 'Share this event',
} as const;
type ModalName = keyof typeof MODAL_TITLES;

function isModal(value: string | undefined): value is ModalName {
  return value !== undefined && value in MODAL_TITLES;
}

export default function EventPage() {
  const { eventId, modal } = useParams();
  const event = useEvent(eventId);
  const navigate = useNavigate();
  const session = useSession();
  const promptSignIn = useSignInPrompt();
  useRecordView(event.data);
  useRememberAffiliateRef(eventId);
  const isOrganizer = useIsOrganizer(event.data) === true;

  if (event.isPending) return <FullPageLoader />;
  if (event.isError) {
    return <EventLoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  const e = event.data;
  const going = eventGoingText(e);
  const closeModal = () => navigate(paths.event(e.id), { replace: true });

  return (
    <article className="event-page" aria-labelledby="event-name">
      <div className="event-page__flyer">
        <EventFlyer event={e} size="large" priority />
      </div>
      <div className="event-page__main">
        <h1 id="event-name" className="event-page__name">
          {e.name}
        </h1>
        <EventFacts event={e} />
        <p className="event-page__host">
          Hosted by <Link to={paths.user(e.host.id)}>{e.host.displayName}</Link>
        </p>
        {going !== null && (
          <p className="event-page__going">
            <Link to={`${paths.event(e.id)}/going`}>{going}</Link>
          </p>
        )}
        <CancelledNotice event={e} />
        <div className="event-page__actions">
          {e.cancelledAt === null && <EventCta event={e} promptSignIn={promptSignIn} />}
          <LikeButton event={e} />
          <ShareButton event={e} />
          {!isOrganizer && <EventChatLink eventId={e.id} />}
        </div>
        {isOrganizer && (
          <OrganizerTools
            eventId={e.id}
            isHost={e.host.id === session.user?.id}
            cancelled={e.cancelledAt !== null}
          />
        )}
        {!isOrganizer && session.user && (
          <CohostInvitationCard eventId={e.id} enabled={e.host.id !== session.user.id} />
        )}
        {e.description && <p className="event-page__description">{e.description}</p>}
      </div>
      {isModal(modal) && (
        <Dialog title={MODAL_TITLES[modal]} onClose={closeModal}>
          {modal === 'tickets' &&
            (e.cancelledAt === null ? (
              <TicketsDialogBody event={e} promptSignIn={promptSignIn} />
            ) : (
              <p>This event is cancelled, so it has no tickets any more.</p>
            ))}
          {modal === 'going' && <GoingList event={e} />}
          {modal === 'share' && <SharePanel event={e} />}
        </Dialog>
      )}
    </article>
  );
}
