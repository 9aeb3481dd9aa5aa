import { version as reactVersion } from 'react';
import { Link } from 'shared-ui/router';
import type { ReleaseManifest } from 'platform';
import { APP_VERSION, memoryAnalyticsSink, useSession } from 'shared-api';
import { canaryChoices, currentDeviceId, describeChoice } from '../canary/canary-choices';
import { activeOverride } from '../override/active-override';
import { OverrideFormLoader } from '../override/remote-overrides';
import { RemotePage } from '../remotes/remote-page';
import { SHELL_BUILD } from '../build-info/shell-build';

/**
 * Developer page: what is live (shell build, remote versions, and which version this device runs
 * of a remote with a canary, and why), a form to override one remote in
 * this browser, and a probe from each remote that reads the shell's contexts, which only works
 * when shell and remote share one React.
 */
export function DebugPage({ manifest }: { manifest: ReleaseManifest }) {
  const session = useSession();
  const remotes = Object.values(manifest.remotes);
  const override = activeOverride();
  return (
    <main className="ui-page" style={{ maxWidth: 880, margin: '0 auto', padding: 24 }}>
      <h1>Debug</h1>
      <dl className="debug-facts">
        <dt>Shell build</dt>
        <dd data-testid="shell-build">{SHELL_BUILD}</dd>
        <dt>App version</dt>
        <dd>{APP_VERSION}</dd>
        <dt>React</dt>
        <dd data-testid="shell-react-version">{reactVersion}</dd>
        <dt>Session</dt>
        <dd>{session.status}</dd>
        <dt>Release manifest updated</dt>
        <dd>{manifest.updatedAt}</dd>
        <dt>Device (canary buckets)</dt>
        <dd data-testid="device-id">{currentDeviceId() ?? 'none'}</dd>
      </dl>
      <h2>Remotes</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Version</th>
            <th scope="col">Why this version</th>
            <th scope="col">Routes</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map((r) => (
            <tr key={r.package}>
              <td>{r.package}</td>
              <td>
                {r.version}
                {override?.package === r.package ? ` (overridden by ${override.base})` : null}
                {r.island ? ' (island: its own React)' : null}
              </td>
              <td data-testid={`release-choice-${r.package}`}>
                {describeChoice(canaryChoices()[r.package])}
              </td>
              <td>{r.routes.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Override a remote</h2>
      <p>
        Load one remote from a dev server or another build, in this browser only (the address needs
        an origin this deployment allows).
      </p>
      <OverrideFormLoader />
      <h2>Analytics (local sink)</h2>
      {memoryAnalyticsSink.events.length === 0 ? (
        <p>No events recorded here (none yet, or Firebase Analytics is receiving them).</p>
      ) : (
        <ol data-testid="analytics-events">
          {memoryAnalyticsSink.events.slice(-20).map((e, i) => (
            <li key={i}>
              <code>{e.name}</code> {JSON.stringify(e.params)}
            </li>
          ))}
        </ol>
      )}
      <h2>Context probes</h2>
      {/* An island shares none of the shell's contexts and exposes no probe: nothing to show. */}
      {remotes
        .filter((r) => !r.island)
        .map((r) => (
          <section
            key={r.package}
            aria-label={`${r.package} probe`}
            data-testid={`probe-${r.federationName}`}
          >
            <RemotePage federationName={r.federationName} page="./ContextProbe" />
          </section>
        ))}
      <p>
        <Link to="/app">Back to the app</Link>
      </p>
    </main>
  );
}
