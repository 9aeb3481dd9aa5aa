import './override.css';
import { activeOverride } from './active-override';
import { OverrideBanner } from './override-banner';
import { OverrideRequest } from './override-request';

export { OverrideForm } from './override-form';

/** The override's banner and confirm dialog, in a chunk of their own (remote-overrides.tsx). */
export default function OverrideUi() {
  const active = activeOverride();
  return (
    <>
      {active ? <OverrideBanner active={active} /> : null}
      <OverrideRequest />
    </>
  );
}
