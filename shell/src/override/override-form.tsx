import { useState, type FormEvent } from 'react';
import { Button, Select, TextField } from 'shared-ui';
import { useLocation, useNavigate } from 'shared-ui/router';
import { activeOverride, overrideContext } from './active-override';
import { OVERRIDE_PARAM } from './override-target';

/**
 * `/debug`'s way to ask for an override: it writes `?override=<remote>@<address>`, which the
 * confirm dialog then checks and asks about, as for a link.
 */
export function OverrideForm() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { release, config } = overrideContext();
  const remotes = Object.keys(release?.remotes ?? {}).sort();
  const allowed = config?.remoteOverrides?.allowedOrigins ?? [];
  const [remote, setRemote] = useState(activeOverride()?.package ?? remotes[0] ?? '');
  const [address, setAddress] = useState('');

  if (allowed.length === 0) {
    return <p>This deployment takes no remote override: its configuration allows no origin.</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams({ [OVERRIDE_PARAM]: `${remote}@${address.trim()}` });
    navigate(`${pathname}?${params}`);
  };
  return (
    <form className="override-form" onSubmit={submit} aria-label="Override a remote">
      <Select
        label="Remote"
        value={remote}
        onChange={(event) => setRemote(event.target.value)}
        options={remotes.map((name) => ({ value: name, label: name }))}
      />
      <TextField
        label="Address of its build"
        hint={`A dev server or a build's folder. Allowed here: ${allowed.join(', ')}`}
        placeholder="http://localhost:3012"
        value={address}
        required
        onChange={(event) => setAddress(event.target.value)}
      />
      <Button type="submit">Override…</Button>
    </form>
  );
}
