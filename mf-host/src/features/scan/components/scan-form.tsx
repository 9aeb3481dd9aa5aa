import type { FormEvent, RefObject } from 'react';
import { Button, TextField } from 'shared-ui';

const SCAN_HINT_ID = 'scan-code-hint';

/** The pass code field and "Check in"; Enter sends the code. */
export function ScanForm({
  code,
  onCodeChange,
  input,
  busy,
  onSubmit,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  input: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onSubmit: (code: string) => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(code);
  };
  return (
    <>
      <form className="scan-form" onSubmit={submit}>
        <TextField
          ref={input}
          label="Pass code"
          autoFocus
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          aria-describedby={SCAN_HINT_ID}
        />
        <Button type="submit" disabled={!code.trim() || busy}>
          {busy ? 'Checking…' : 'Check in'}
        </Button>
      </form>
      {/* Under the row, not the field: a field's own hint would push Check in below the input. */}
      <p id={SCAN_HINT_ID} className="ui-field__hint">
        Scan the QR code, or type the code printed under it (like 3F2A-91C0-7B4D)
      </p>
    </>
  );
}
