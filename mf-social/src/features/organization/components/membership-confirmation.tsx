import { useEffect, useRef } from 'react';
import { Button, type ButtonSize } from 'shared-ui';

/** What a press asks to be confirmed first: neither can be undone by the person alone. */
export type Confirmable = 'leave' | 'decline';

const QUESTIONS: Record<Confirmable, { question: (name: string) => string; yes: string }> = {
  leave: { question: (name) => `Leave ${name}?`, yes: 'Leave' },
  decline: { question: (name) => `Decline the invitation to join ${name}?`, yes: 'Decline' },
};

/**
 * The question in place of the membership buttons, with the action in red and Cancel. Focus moves
 * to Cancel, so a keyboard user lands on the safe choice where the pressed button was. The two
 * answers wrap together: on a phone the question sits above them, never Cancel alone below.
 */
export function MembershipConfirmation({
  what,
  name,
  size,
  busy,
  onConfirm,
  onCancel,
}: {
  what: Confirmable;
  name: string;
  size?: ButtonSize;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const { question, yes } = QUESTIONS[what];
  return (
    <span role="group" aria-label={question(name)} className="org-button__confirm">
      <span>{question(name)}</span>
      <span className="org-button__answers">
        <Button size={size} variant="danger" busy={busy} onClick={onConfirm}>
          {yes}
        </Button>
        <Button ref={cancel} size={size} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </span>
    </span>
  );
}
