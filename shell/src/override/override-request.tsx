import { useLocation, useNavigate } from 'shared-ui/router';
import { overrideContext } from './active-override';
import { overrideRefusal } from './apply-override';
import { OverrideConfirm, OverrideRefused } from './override-confirm';
import { browserStorage, storeOverride } from './override-store';
import { OVERRIDE_PARAM, parseOverrideParam } from './override-target';

/** The address without `?override=`: where the page goes once the person has answered. */
function withoutParam(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(OVERRIDE_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/**
 * `?override=mf-events@http://localhost:3012` on any page: checked against this deployment, then
 * confirmed by the person. Confirmed, it is stored and the page loads again (the remotes are
 * registered once, at start); cancelled or refused, the parameter is dropped.
 */
export function OverrideRequest({
  reload = (url: string) => window.location.replace(url),
}: {
  reload?: (url: string) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(OVERRIDE_PARAM);
  if (value === null) return null;
  const dismiss = () => navigate(withoutParam(location), { replace: true });
  const { release, config } = overrideContext();
  const parsed = parseOverrideParam(value);
  if ('problem' in parsed) return <OverrideRefused reason={parsed.problem} onClose={dismiss} />;
  const refusal = release && config ? overrideRefusal(parsed.target, release, config) : null;
  const releaseVersion = release?.remotes[parsed.target.package]?.version;
  if (refusal || !releaseVersion) {
    return <OverrideRefused reason={refusal ?? 'The app has not started yet.'} onClose={dismiss} />;
  }
  return (
    <OverrideConfirm
      target={parsed.target}
      releaseVersion={releaseVersion}
      onCancel={dismiss}
      onConfirm={() => {
        storeOverride(browserStorage(), parsed.target);
        reload(withoutParam(location));
      }}
    />
  );
}
