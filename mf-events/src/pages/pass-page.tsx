import { ButtonLink, Link, useParams } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';
import { useMyPass } from '../api/passes';
import { EmptyState, ErrorPanel, FullPageLoader } from 'shared-ui';
import { PassTicket } from '../features/passes/components/pass-ticket';
import { RefundRequestPanel } from '../features/refunds/components/refund-request-panel';
import { CancelledNotice } from '../components/cancelled-notice';

/** One pass with its QR code, to show at the door, and the way to the event's chat. */
export default function PassPage() {
  const { id = '' } = useParams();
  const pass = useMyPass(id);
  if (pass.isPending) return <FullPageLoader />;
  if (pass.isError) {
    return isApiError(pass.error) && pass.error.status === 404 ? (
      <EmptyState
        icon="🎟️"
        title="We couldn't find this pass"
        message="It may belong to another account, or the link is wrong."
        action={
          <ButtonLink variant="primary" to="/app/pass">
            Your passes
          </ButtonLink>
        }
      />
    ) : (
      <ErrorPanel
        title="We couldn't load this pass"
        message={toUserMessage(pass.error)}
        onRetry={() => void pass.refetch()}
      />
    );
  }
  const { event } = pass.data;
  return (
    <section aria-labelledby="pass-title">
      <h1 id="pass-title">Your pass</h1>
      <CancelledNotice event={event} />
      <PassTicket pass={pass.data} event={event} />
      {pass.data.status === 'valid' && event.cancelledAt === null && (
        <RefundRequestPanel eventId={event.id} timeZone={event.timeZone} />
      )}
      <p className="pass-page__links">
        {/* The event's chat is for its organizers and the holders of a valid pass. */}
        {pass.data.status === 'valid' && (
          <ButtonLink variant="secondary" to={paths.eventChat(event.id)}>
            Event chat
          </ButtonLink>
        )}
        <Link to="/app/pass">All your passes</Link>
      </p>
    </section>
  );
}
