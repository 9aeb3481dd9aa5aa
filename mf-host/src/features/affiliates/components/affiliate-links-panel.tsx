import { useState, type FormEvent } from 'react';
import { toUserMessage } from 'shared-api';
import { useAffiliateLinkChange, useAffiliateLinks } from '../api/affiliate-links';
import type { AffiliateLink } from 'contract';
import { AFFILIATE_LIMITS } from 'contract/values';
import { Button, Dialog, Spinner, TextField, formatMoney, useToast } from 'shared-ui';
import { DialogActions } from '../../../components/dialog-actions';
import { AFFILIATE_LINKS_ANCHOR } from '../../../components/host-anchors';
import './affiliates.css';

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

/** Create a link with a code, copy it, see its sales, pause or delete it. */
export function AffiliateLinksPanel({ eventId }: { eventId: string }) {
  const links = useAffiliateLinks(eventId);
  const change = useAffiliateLinkChange(eventId);
  const toast = useToast();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AffiliateLink | null>(null);

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

  const copy = async (link: AffiliateLink) => {
    const url = `${window.location.origin}${link.path}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.show('Link copied', { kind: 'success' });
    } catch {
      toast.show(`Copy this link: ${url}`, { kind: 'info' });
    }
  };

  const act = (changeArgs: Parameters<typeof change.mutate>[0], done: string, after?: () => void) =>
    change.mutate(changeArgs, {
      onSuccess: () => toast.show(done, { kind: 'success' }),
      onError: (err) => toast.show(toUserMessage(err), { kind: 'error' }),
      onSettled: after,
    });

  return (
    // The dashboard links here by its id; focusable so arriving by that link moves the focus too.
    <section
      id={AFFILIATE_LINKS_ANCHOR}
      tabIndex={-1}
      className="affiliates"
      aria-labelledby="affiliates-title"
    >
      <h2 id="affiliates-title">Affiliate links</h2>
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
      {links.isPending ? (
        <p className="affiliates__status">
          <Spinner size="sm" /> Loading links…
        </p>
      ) : links.isError ? (
        <p className="affiliates__status" role="alert">
          The links didn’t load: {toUserMessage(links.error)}{' '}
          <Button variant="ghost" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </p>
      ) : links.data.links.length === 0 ? (
        <p className="affiliates__status">
          No links yet. Create one for each promoter to see who sells tickets.
        </p>
      ) : (
        <ul className="affiliates__list" aria-label="Your affiliate links">
          {links.data.links.map((link) => (
            <li key={link.id} className="affiliate" data-testid={`affiliate-${link.code}`}>
              <div className="affiliate__head">
                <strong>{link.code}</strong>
                {link.label && <span> · {link.label}</span>}
                {!link.active && <span className="affiliate__paused"> · paused</span>}
              </div>
              <p className="affiliate__sales">
                {link.sales.orders} order{link.sales.orders === 1 ? '' : 's'} · {link.sales.tickets}{' '}
                ticket{link.sales.tickets === 1 ? '' : 's'} ·{' '}
                {formatMoney(link.sales.salesCents, links.data.currency)}
              </p>
              <div className="affiliate__actions">
                <Button
                  variant="secondary"
                  onClick={() => void copy(link)}
                  aria-label={`Copy link ${link.code}`}
                >
                  Copy link
                </Button>
                <Button
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() =>
                    act(
                      { kind: 'update', linkId: link.id, active: !link.active },
                      link.active ? `${link.code} paused` : `${link.code} resumed`,
                    )
                  }
                >
                  {link.active ? 'Pause' : 'Resume'}
                </Button>
                {link.sales.orders === 0 && (
                  <Button variant="ghost" onClick={() => setDeleting(link)}>
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <Dialog title={`Delete the link ${deleting.code}?`} onClose={() => setDeleting(null)}>
          <p>
            Anyone who opens it will still see the event, but purchases won’t be counted for it.
          </p>
          <DialogActions>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              disabled={change.isPending}
              onClick={() =>
                act({ kind: 'delete', linkId: deleting.id }, `${deleting.code} deleted`, () =>
                  setDeleting(null),
                )
              }
            >
              Delete link
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
}
