import type { Event } from 'contract';
import { Button, TextField } from 'shared-ui';
import { useShareEvent } from '../hooks/use-share-event';

/** The share dialog's body: the link to copy, and the system share sheet when there is one. */
export function SharePanel({ event }: { event: Event }) {
  const share = useShareEvent(event);
  return (
    <div className="share-panel">
      <TextField
        label="Link to this event"
        value={share.url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="share-panel__actions">
        <Button variant="primary" onClick={() => void share.copyLink()}>
          Copy link
        </Button>
        {share.webShareAvailable && (
          <Button variant="secondary" onClick={() => void share.webShare()}>
            Share via…
          </Button>
        )}
      </div>
    </div>
  );
}
