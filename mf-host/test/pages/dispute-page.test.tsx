import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { Dispute } from 'contract';
import { MONEY_LIMITS } from 'contract/values';
import { fakeApi, renderPage } from 'platform/testing';
import DisputePage from '../../src/pages/dispute-page';
import { me } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/dispute/:disputeId', at: '/app/dispute/d1', user: me };
const photo = {
  urls: { small: '/v2/images/files/p-small.webp', large: '/v2/images/files/p-large.webp' },
};

const dispute = (over: Partial<Dispute> = {}): Dispute => ({
  id: 'd1',
  amountCents: 2110,
  currency: 'usd',
  reason: 'fraudulent',
  status: 'needs_response',
  evidenceDueBy: 1_900_000_000,
  canSubmitEvidence: true,
  evidenceSubmittedAt: null,
  order: {
    id: 'o1',
    eventId: 'e1',
    eventName: 'Wallet night',
    buyerName: 'Wally',
    totalCents: 2110,
    completedAt: 1_800_000_000,
    lines: [{ name: 'General', quantity: 1 }],
  },
  passes: [],
  evidence: null,
  ...over,
});

/** The value beside a label of the dispute's facts. */
const factOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const file = (name: string, type: string) => new File(['x'], name, { type });
const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add photos or screenshots'), { target: { files } });

describe('the dispute page', () => {
  it('uploads picked photos, refuses a PDF in words, and sends the uploaded ones once asked', async () => {
    let sent: unknown;
    const answered = dispute({
      status: 'under_review',
      canSubmitEvidence: false,
      evidenceSubmittedAt: 1_800_000_100,
      evidence: { explanation: 'x', facts: {}, files: [{ name: 'door.png', image: photo }] },
    });
    const calls = fakeApi({
      'GET /disputes/d1': () => ({ data: sent ? answered : dispute() }),
      'POST /images/': { status: 201, data: { image: photo } },
      'POST /disputes/d1/evidence': (call) => {
        sent = call.body;
        return { data: answered };
      },
    });
    renderPage(<DisputePage />, at);
    await screen.findByRole('heading', { name: 'Your evidence' });

    pick([file('receipt.pdf', 'application/pdf')]);
    expect(await screen.findByText(/Not uploaded: Only JPEG, PNG, WebP or GIF/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit evidence' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));

    pick([file('door.png', 'image/png')]);
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/images/'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Submit evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this evidence?' });
    expect(within(dialog).getByText(/1 photo goes with it/)).toBeTruthy();
    expect(sent).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send evidence' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ files: [{ name: 'door.png', image: photo }] });
    const shown = await screen.findByRole('list', { name: 'Photos sent' });
    expect(within(shown).getByRole('img', { name: 'door.png' }).getAttribute('src')).toBe(
      photo.urls.small,
    );
  });

  it(`adds at most ${MONEY_LIMITS.maxFiles} photos and says how many were left out`, async () => {
    fakeApi({
      'GET /disputes/d1': { data: dispute() },
      'POST /images/': { status: 201, data: { image: photo } },
    });
    renderPage(<DisputePage />, at);
    await screen.findByRole('heading', { name: 'Your evidence' });
    pick(
      Array.from({ length: MONEY_LIMITS.maxFiles + 2 }, (_, i) => file(`p${i}.png`, 'image/png')),
    );
    expect(await screen.findByText(/2 not added/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Photos to send' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(MONEY_LIMITS.maxFiles);
    expect(screen.getByLabelText('Add photos or screenshots')).toHaveProperty('disabled', true);
  });

  it('says the reason in words and the deadline while the host can answer', async () => {
    fakeApi({ 'GET /disputes/d1': { data: dispute() } });
    renderPage(<DisputePage />, at);
    await screen.findByRole('heading', { name: 'Your evidence' });
    expect(
      screen.getByText(
        'A buyer’s bank questioned this payment. The buyer says they did not make this payment.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/fraudulent/)).toBeNull();
    expect(factOf('Status')).toBe('Needs your response');
    expect(factOf('Answer by')).toMatch(/\d/);
  });

  it.each([
    ['won', 'Won: the money stays with you'],
    ['lost', 'Lost: the amount and the dispute fee were taken from your balance'],
  ] as const)('once %s, shows the outcome and no deadline', async (status, words) => {
    fakeApi({
      'GET /disputes/d1': {
        data: dispute({
          status,
          canSubmitEvidence: false,
          evidenceSubmittedAt: 1_800_000_100,
          evidence: { explanation: 'They came', facts: {}, files: [] },
        }),
      },
    });
    renderPage(<DisputePage />, at);
    await screen.findByRole('heading', { name: /Evidence sent/ });
    expect(factOf('Outcome')).toBe(words);
    expect(screen.queryByText('Answer by')).toBeNull();
    expect(screen.queryByText('Status')).toBeNull();
  });

  it('shows no deadline while the card issuer decides', async () => {
    fakeApi({
      'GET /disputes/d1': {
        data: dispute({
          status: 'under_review',
          canSubmitEvidence: false,
          evidenceSubmittedAt: 1_800_000_100,
          evidence: { explanation: 'They came', facts: {}, files: [] },
        }),
      },
    });
    renderPage(<DisputePage />, at);
    await screen.findByRole('heading', { name: /Evidence sent/ });
    expect(factOf('Status')).toMatch(/^Under review/);
    expect(screen.queryByText('Answer by')).toBeNull();
  });

  it('cuts a long file name in the middle, keeping its end, with the full name for all', async () => {
    const long = 'door-photo-with-a-rather-long-unbroken-name-from-a-phone-camera-20261123.png';
    fakeApi({
      'GET /disputes/d1': {
        data: dispute({
          status: 'under_review',
          canSubmitEvidence: false,
          evidence: { explanation: 'x', facts: {}, files: [{ name: long, image: photo }] },
        }),
      },
    });
    renderPage(<DisputePage />, at);
    const sent = await screen.findByRole('list', { name: 'Photos sent' });
    const name = within(sent).getByTitle(long);
    // The visible halves are hidden from screen readers, which read the whole name once.
    const shown = name.querySelectorAll('[aria-hidden="true"]');
    expect(Array.from(shown, (part) => part.textContent)).toEqual([
      'door-photo-with-a-rather-long-unbroken-name-from-a-phone-camera-20',
      '261123.png',
    ]);
    expect(within(name).getByText(long).className).toBe('ui-visually-hidden');
  });

  it('a co-host or anyone but the host is told plainly they cannot see it', async () => {
    fakeApi({
      'GET /disputes/d1': {
        status: 403,
        error: { code: 'forbidden', message: 'Only the host of this order can see its dispute' },
      },
    });
    renderPage(<DisputePage />, at);
    expect(await screen.findByText('Only the host of this order can see its dispute')).toBeTruthy();
  });
});
