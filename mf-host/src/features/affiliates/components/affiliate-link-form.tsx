import { useState, type FormEvent } from 'react';
import { toUserMessage } from 'shared-api';
import { AFFILIATE_LIMITS } from 'contract/values';
import { Button, TextField, useToast } from 'shared-ui';
import { useAffiliateLinkChange } from '../api/affiliate-links';

const CODE_RULE = new RegExp(AFFILIATE_LIMITS.codePattern);

function codeProblem(code: string): string | null {
  if (
    code.length < AFFILIATE_LIMITS.codeMinLength ||
    code.length > AFFILIATE_LIMITS.codeMaxLength
  ) {
    return `Use ${AFFILIATE_LIMITS.codeMinLength} to ${AFFILIATE_LIMITS.codeMaxLength} characters`;
  }
  if (!CODE_RULE.test(code)) return 'Use only letters, digits, - and _';
  return null;
}

/** Create a link: its code (checked here first, as the server does) and whom it is for. */
export function AffiliateLinkForm({ eventId }: { eventId: string }) {
  const change = useAffiliateLinkChange(eventId);
  const toast = useToast();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);

  const create = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    const problem = codeProblem(trimmed);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    change.mutate(
      { kind: 'create', code: trimmed, label: label.trim() || null },
      {
        onSuccess: () => {
          setCode('');
          setLabel('');
          toast.show(`Link ${trimmed} created`, { kind: 'success' });
        },
        onError: (err) => setError(toUserMessage(err)),
      },
    );
  };

  return (
    <form className="affiliates__form" onSubmit={create} noValidate>
      <TextField
        label="Code"
        hint="Shared as ?ref=CODE on the event link"
        value={code}
        maxLength={AFFILIATE_LIMITS.codeMaxLength}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
        autoComplete="off"
      />
      <TextField
        label="Who it is for (optional)"
        value={label}
        maxLength={AFFILIATE_LIMITS.labelMaxLength}
        onChange={(e) => setLabel(e.target.value)}
      />
      <Button type="submit" disabled={change.isPending}>
        Create link
      </Button>
    </form>
  );
}
