import { useNavigate } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { Event } from 'contract';
import { Button } from 'shared-ui';
import { ShareIcon } from './icons';
import { useShareEvent } from '../hooks/use-share-event';

/** Opens the system share sheet when there is one, else the share dialog with the link. */
export function ShareButton({ event }: { event: Event }) {
  const share = useShareEvent(event);
  const navigate = useNavigate();
  const openDialog = () => navigate(`${paths.event(event.id)}/share`);
  return (
    <Button
      variant="secondary"
      icon={<ShareIcon />}
      onClick={async () => {
        if (!share.webShareAvailable) return openDialog();
        if ((await share.webShare()) === 'failed') openDialog();
      }}
    >
      Share
    </Button>
  );
}
