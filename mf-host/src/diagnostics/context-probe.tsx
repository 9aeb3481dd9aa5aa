import { ContextProbe } from 'platform/standalone';

export default function RemoteContextProbe() {
  return <ContextProbe appName={__APP_NAME__} />;
}
