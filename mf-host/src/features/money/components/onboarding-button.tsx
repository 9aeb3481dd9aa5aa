import { toUserMessage } from 'shared-api';
import { useStartOnboarding } from '../api/connect-account';
import { Button, ErrorPanel } from 'shared-ui';

/**
 * Asks the API for a fresh single-use onboarding link and sends the browser there (the
 * provider's page). Every click mints a new link, so a stale one is never reused.
 */
export function OnboardingButton({ label }: { label: string }) {
  const start = useStartOnboarding();
  return (
    <div className="money-onboarding">
      <Button
        onClick={() =>
          start.mutate(undefined, { onSuccess: ({ link }) => window.location.assign(link.url) })
        }
        disabled={start.isPending || start.isSuccess}
      >
        {start.isPending || start.isSuccess ? 'Opening the payment provider…' : label}
      </Button>
      {start.isError && (
        <ErrorPanel
          title="Couldn’t open onboarding"
          message={toUserMessage(start.error)}
          onRetry={() => start.reset()}
        />
      )}
    </div>
  );
}
