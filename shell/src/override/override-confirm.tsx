import { Button, Dialog } from 'shared-ui';
import { OVERRIDE_LIFETIME_MS } from './override-store';
import { displayBase, type OverrideTarget } from './override-target';

const HOURS = OVERRIDE_LIFETIME_MS / 3_600_000;

export interface OverrideConfirmProps {
  target: OverrideTarget;
  /** The released version the override would stand in for. */
  releaseVersion: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before another build's code runs in the app: it runs with the person's sign-in. */
export function OverrideConfirm({
  target,
  releaseVersion,
  onConfirm,
  onCancel,
}: OverrideConfirmProps) {
  const from = displayBase(target.base);
  return (
    <Dialog title={`Load ${target.package} from ${from}?`} onClose={onCancel}>
      <div className="override-dialog">
        <p>
          <strong>{target.package}</strong> will load from <code>{from}</code> instead of its
          release {releaseVersion}, in this browser only, for the next {HOURS} hours. A banner on
          every page shows it, with Reset.
        </p>
        <p>Continue only with code you trust: it runs inside the app, signed in as you.</p>
        <div className="override-dialog__actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Load {target.package}</Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Why an asked-for override will not be loaded here. */
export function OverrideRefused({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <Dialog title="This override is not allowed" onClose={onClose}>
      <div className="override-dialog">
        <p role="alert">{reason}</p>
        <div className="override-dialog__actions">
          <Button onClick={onClose}>OK</Button>
        </div>
      </div>
    </Dialog>
  );
}
