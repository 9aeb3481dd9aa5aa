import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { ScrapedRequest } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import CreateImportPage from '../../src/pages/create-import-page';
import CreatePage from '../../src/pages/create-page';
import { LINK_MESSAGES } from '../../src/features/import/lib/event-link';
import { me } from './fixtures';

afterEach(() => configureApi());

// Noon UTC: the same calendar day in every zone the tests may run in.
const NOV_2 = Date.UTC(2026, 10, 2, 12) / 1000;
const OCT_15 = Date.UTC(2026, 9, 15, 12) / 1000;

const request = (over: Partial<ScrapedRequest> = {}): ScrapedRequest => ({
  id: 'r1',
  url: 'https://tickets.example.org/e/rooftop-jazz',
  intent: 'list',
  status: 'received',
  note: null,
  createdAt: NOV_2,
  created: false,
  ...over,
});

const page = (requests: ScrapedRequest[], continuationToken: string | null = null) => ({
  data: { requests, pagination: { continuationToken, hasMoreItems: continuationToken !== null } },
});

const at = () => ({ path: '/app/create/import', at: '/app/create/import', user: me });

describe('CreateImportPage', () => {
  it('shows an empty list, then sends a claim with its note and shows the stored request', async () => {
    let stored: ScrapedRequest[] = [];
    const calls = fakeApi({
      'GET /events/scraped/request': () => page(stored),
      'POST /events/scraped/request': (call) => {
        const body = call.body as { url: string; intent: 'claim'; note?: string };
        stored = [request({ id: 'r9', url: body.url, intent: body.intent, note: body.note })];
        return { status: 201, data: { request: { ...stored[0], created: true } } };
      },
    });
    renderPage(<CreateImportPage />, at());
    expect(await screen.findByText('No requests yet')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Link to the event/), {
      target: { value: ' https://tickets.example.org/e/rooftop-jazz ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /I organize it: let me claim it/ }));
    fireEvent.change(screen.getByLabelText(/Note for our team/), {
      target: { value: 'I run the Blue Room' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(/Thanks! We got your request to claim this event/)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      url: 'https://tickets.example.org/e/rooftop-jazz',
      intent: 'claim',
      note: 'I run the Blue Room',
    });
    // The list refreshes with the new request and its state.
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getByText('https://tickets.example.org/e/rooftop-jazz')).toBeTruthy();
    expect(within(list).getByText(/Claim it as organizer/)).toBeTruthy();
    expect(within(list).getByText('Received')).toBeTruthy();
    expect((screen.getByLabelText(/Link to the event/) as HTMLInputElement).value).toBe('');
  });

  it('answers "you asked already" with the first date and the state', async () => {
    const earlier = request({ status: 'accepted', createdAt: OCT_15 });
    fakeApi({
      'GET /events/scraped/request': page([earlier]),
      'POST /events/scraped/request': { status: 201, data: { request: earlier } },
    });
    renderPage(<CreateImportPage />, at());
    fireEvent.change(await screen.findByLabelText(/Link to the event/), {
      target: { value: 'https://tickets.example.org/e/rooftop-jazz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'You already asked for this on Oct 15, 2026 (accepted: our team said yes), so there is no need to send it again.',
      ),
    ).toBeTruthy();
  });

  it('checks the link in the form and sends nothing until it is a web address', async () => {
    const calls = fakeApi({ 'GET /events/scraped/request': page([]) });
    renderPage(<CreateImportPage />, at());
    await screen.findByText('No requests yet');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(LINK_MESSAGES.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Link to the event/), {
      target: { value: 'ftp://example.org/event' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(LINK_MESSAGES.notWeb)).toBeTruthy();
    expect(screen.getByLabelText(/Link to the event/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Link to the event/));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal in its words", async () => {
    fakeApi({
      'GET /events/scraped/request': page([]),
      'POST /events/scraped/request': {
        status: 409,
        error: { code: 'conflict', message: 'You already have 20 requests waiting for review' },
      },
    });
    renderPage(<CreateImportPage />, at());
    fireEvent.change(await screen.findByLabelText(/Link to the event/), {
      target: { value: 'https://example.org/e/1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already have 20 requests waiting for review',
    );
  });

  it('lists requests newest first with each state, and loads more pages', async () => {
    const calls = fakeApi({
      'GET /events/scraped/request': (call) =>
        call.url.includes('continuationToken=next')
          ? page([request({ id: 'r3', url: 'https://c.example.org/e', status: 'declined' })])
          : page(
              [
                request({ id: 'r1', url: 'https://a.example.org/e', status: 'received' }),
                request({ id: 'r2', url: 'https://b.example.org/e', status: 'accepted' }),
              ],
              'next',
            ),
    });
    renderPage(<CreateImportPage />, at());
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Received')).toBeTruthy();
    expect(within(list).getByText('Accepted')).toBeTruthy();
    expect(within(list).getAllByText('Nov 2, 2026')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('says so in words when the list cannot load, and retries', async () => {
    let fail = true;
    fakeApi({
      'GET /events/scraped/request': () =>
        fail
          ? { status: 400, error: { code: 'invalid_request', message: 'Something was off' } }
          : page([request()]),
    });
    renderPage(<CreateImportPage />, at());
    expect(await screen.findByText("We couldn't load your requests")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Received')).toBeTruthy();
  });
});

describe('CreatePage', () => {
  it('links to the import screen', () => {
    fakeApi({});
    renderPage(<CreatePage />, { path: '/app/create', at: '/app/create', user: me });
    fireEvent.click(screen.getByRole('link', { name: 'Bring it here' }));
    expect(screen.getByTestId('location').textContent).toBe('/app/create/import');
  });
});
