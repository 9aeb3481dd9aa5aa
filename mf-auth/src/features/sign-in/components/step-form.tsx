import type { FormEvent, ReactNode } from 'react';
import { Button } from 'shared-ui';

export interface StepFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The step's fields, above Continue. */
  children: ReactNode;
  /** Continue is busy while the step's own work is under way (a code check, an upload). */
  busy?: boolean;
  /** Other ways on, below Continue: Skip, a new code, Start over. */
  after?: ReactNode;
}

/**
 * The form of a sign-in step: its fields, then the one large Continue that submits them. The
 * step checks its fields itself and says what is wrong in words, so the browser's own checks are off.
 */
export function StepForm({ onSubmit, children, busy = false, after }: StepFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
      <Button type="submit" variant="primary" size="lg" busy={busy}>
        Continue
      </Button>
      {after}
    </form>
  );
}
