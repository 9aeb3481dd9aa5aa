import { ContextProbe } from './context-probe';

/** Exposed by every remote as `./ContextProbe` (platform/build): the probe under its own name. */
export default function RemoteContextProbe() {
  return <ContextProbe appName={__APP_NAME__} />;
}
