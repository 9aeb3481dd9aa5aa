import { useEffect, useState } from 'react';
import { Button } from 'shared-ui';
import type { ActiveOverride } from './apply-override';
import { browserStorage, clearStoredOverride } from './override-store';
import { displayBase } from './override-target';
import { checkSharedExports, type SharedExportsCheck } from './shared-exports-check';

/** Back to the release: the override is forgotten and the page loads again without it. */
export function resetOverride(): void {
  clearStoredOverride(browserStorage());
  window.location.reload();
}

export interface OverrideBannerProps {
  active: ActiveOverride;
  onReset?: () => void;
  checkShared?: (base: string) => Promise<SharedExportsCheck>;
}

/**
 * Shown on every page while a remote is overridden in this browser: which remote, from where,
 * until when, with Reset; and a warning when the override imports shared exports the live shell
 * lacks (its pages may then fail here though they work on its own dev server).
 */
export function OverrideBanner({
  active,
  onReset = resetOverride,
  checkShared = checkSharedExports,
}: OverrideBannerProps) {
  const [check, setCheck] = useState<SharedExportsCheck | null>(null);
  useEffect(() => {
    let live = true;
    void checkShared(active.base).then((result) => live && setCheck(result));
    return () => {
      live = false;
    };
  }, [active.base, checkShared]);
  const until = new Date(active.expiresAt).toLocaleTimeString([], {
    hour: 'numeric',
    minute: '2-digit',
  });

  return (
    <aside
      className="override-banner"
      aria-label="Remote override"
      data-shared-check={check?.status ?? 'pending'}
    >
      <div className="override-banner__row">
        <p className="override-banner__text">
          <strong>{active.package}</strong> comes from <code>{displayBase(active.base)}</code>, not
          release {active.releaseVersion}: in this browser only, until {until}.
        </p>
        <Button size="sm" variant="secondary" onClick={onReset}>
          Reset
        </Button>
      </div>
      {check?.status === 'problems' ? (
        <div role="alert" className="override-banner__warning">
          <p>It needs shared exports this shell lacks, so its pages may fail here:</p>
          <ul>
            {check.problems.map((problem) => (
              <li key={problem}>
                {active.package} {problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {check?.status === 'unchecked' ? (
        <p className="override-banner__note">
          Its shared exports could not be checked: {check.reason}.
        </p>
      ) : null}
    </aside>
  );
}
