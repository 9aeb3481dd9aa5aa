import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../http/api-config';
import { APP_VERSION, APP_VERSION_HEADER, PLATFORM_HEADER } from '../http/headers';
import { request } from '../http/request';
import { AUTHORIZATION_HEADER } from '../http/headers';
import { storedUserKey } from '../session/stored-session';
import {
  startSessionRead,
  startStartupRead,
  startupReadUrl,
  type StartupReadRoute,
} from './startup-read';
import {
  STARTUP_READ_MAX_AGE_MS,
  putStartupRead,
  takeStartupRead,
} from '../http/startup-read-store';

const routes: StartupReadRoute[] = [
  {
    path: '/app',
    startupRead: { endpoint: 'GET /events/feed', image: 'events.0.flyer.urls.small' },
  },
  {
    path: '/app/event/:eventId/:modal?',
    startupRead: { endpoint: 'GET /events/', query: { eventId: ':eventId' } },
  },
  { path: '/app/event/:eventId/edit', auth: { required: true } },
  {
    path: '/app/pass',
    auth: { required: true },
    startupRead: { endpoint: 'GET /users/events' },
  },
];

const visitor = { localStorage: { getItem: () => null } };
const signedIn = { localStorage: { getItem: () => '{"uid":"u1"}' } };
const feedAnswer = {
  data: { events: [{ flyer: { urls: { small: '/v2/images/files/f-small.webp' } } }] },
};

function fakeDocument() {
  const appended: Array<Record<string, string>> = [];
  const document = {
    head: { appendChild: (link: Record<string, string>) => appended.push(link) },
    createElement: () => {
      const link: Record<string, string> = {};
      return Object.assign(link, {
        setAttribute: (name: string, value: string) => (link[name] = value),
      });
    },
  };
  return { document: document as unknown as Document, appended };
}

function answering(body: unknown, status = 200) {
  return vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));
}

const start = (
  pathname: string,
  fetch: ReturnType<typeof answering>,
  extra: Partial<Parameters<typeof startStartupRead>[0]> = {},
) =>
  startStartupRead({
    routes,
    pathname,
    baseUrl: '/v2/',
    firebaseApiKey: 'key',
    fetch,
    storage: visitor,
    document: fakeDocument().document,
    ...extra,
  });

afterEach(() => configureApi());

const now = 1_800_000_000_000;
/** A device where Firebase keeps a signed-in person whose ID token lives `lifetimeMs` more. */
const storedPerson = (lifetimeMs: number) => {
  const user = {
    uid: 'ada',
    phoneNumber: '+15555550100',
    stsTokenManager: {
      refreshToken: 'r',
      accessToken: 'id-token',
      expirationTime: now + lifetimeMs,
    },
  };
  const kept = { [storedUserKey('key')]: JSON.stringify(user) };
  return { localStorage: { getItem: (k: string) => kept[k] ?? null } };
};

describe('startStartupRead', () => {
  it("starts the page's read as request() would send it, and request() takes it once", async () => {
    const early = answering(feedAnswer);
    expect(await start('/app', early)).toBe('/v2/events/feed');
    expect(early).toHaveBeenCalledTimes(1);
    const [url, init] = early.mock.calls[0]!;
    expect(url).toBe('/v2/events/feed');
    expect(init.headers).toMatchObject({
      [PLATFORM_HEADER]: 'web',
      [APP_VERSION_HEADER]: APP_VERSION,
    });

    const later = answering({ data: { events: [] } });
    configureApi({ baseUrl: '/v2', fetch: later });
    expect(await request({ path: '/events/feed' })).toEqual(feedAnswer.data);
    expect(later).not.toHaveBeenCalled();
    // Taken: the next read asks the server.
    expect(await request({ path: '/events/feed' })).toEqual({ events: [] });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('fills the route parameters into the query', async () => {
    const early = answering({ data: { event: {} } });
    expect(await start('/app/event/e%201/guests', early)).toBe('/v2/events/?eventId=e+1');
    expect(takeStartupRead('/v2/events/?eventId=e+1')).toBeDefined();
  });

  it("starts nothing for a page without a read, a visitor's page behind sign-in, or unknown", async () => {
    const early = answering({});
    expect(await start('/app/event/e1/edit', early)).toBeNull();
    expect(await start('/app/pass', early)).toBeNull();
    expect(await start('/nowhere', early)).toBeNull();
    expect(early).not.toHaveBeenCalled();
  });

  it('starts nothing for a stored sign-in whose token cannot be sent as it is', async () => {
    const early = answering(feedAnswer);
    // A stored shape it does not know, and a token about to expire: the page's reads will carry
    // a token the entry chunk does not have.
    expect(await start('/app', early, { storage: signedIn })).toBeNull();
    expect(await start('/app/pass', early, { storage: storedPerson(30_000), now })).toBeNull();
    expect(early).not.toHaveBeenCalled();
  });

  it('asks as the signed-in person, with the stored token, on public pages and those behind sign-in', async () => {
    const early = answering({ data: { events: ['mine'] } });
    const signedInDevice = { storage: storedPerson(3_600_000), now };
    expect(await start('/app/pass', early, signedInDevice)).toBe('/v2/users/events');
    expect(await start('/app', early, signedInDevice)).toBe('/v2/events/feed');
    for (const [, init] of early.mock.calls) {
      expect(init.headers).toMatchObject({ [AUTHORIZATION_HEADER]: 'Bearer id-token' });
    }
    const later = answering({ data: { events: [] } });
    configureApi({ baseUrl: '/v2', fetch: later });
    // Only a request with that token takes the answer: not a visitor's, not another person's.
    await request({ path: '/users/events' });
    await request({ path: '/users/events', token: 'someone-else' });
    expect(later).toHaveBeenCalledTimes(2);
    await expect(request({ path: '/users/events', token: 'id-token' })).resolves.toEqual({
      events: ['mine'],
    });
    await expect(request({ path: '/events/feed', token: 'id-token' })).resolves.toEqual({
      events: ['mine'],
    });
    expect(later).toHaveBeenCalledTimes(2);
  });

  it("preloads the answer's image, at high priority, and leaves the answer whole", async () => {
    const { document, appended } = fakeDocument();
    const url = await start('/app', answering(feedAnswer), { document });
    const answer = await takeStartupRead(url!)!;
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    expect(appended[0]).toMatchObject({
      rel: 'preload',
      as: 'image',
      href: '/v2/images/files/f-small.webp',
      fetchpriority: 'high',
    });
    expect(await answer.json()).toEqual(feedAnswer);
  });

  it('preloads nothing for a failed answer or one without the image', async () => {
    const { document, appended } = fakeDocument();
    await takeStartupRead((await start('/app', answering({ error: {} }, 503), { document }))!);
    await takeStartupRead(
      (await start('/app', answering({ data: { events: [] } }), { document }))!,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(appended).toHaveLength(0);
  });

  it('a read that failed on the network is asked again by request()', async () => {
    const early = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await start('/app', early);
    const later = answering(feedAnswer);
    configureApi({ baseUrl: '/v2', fetch: later });
    expect(await request({ path: '/events/feed' })).toEqual(feedAnswer.data);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is not handed to a read of its own (token, fast pass) or a write', async () => {
    const url = (await start('/app', answering(feedAnswer)))!;
    const later = answering({ data: { events: [] } });
    configureApi({ baseUrl: '/v2', fetch: later });
    await request({ path: '/events/feed', token: 't' });
    await request({ path: '/events/feed', excludeComputedFields: true });
    await request({ path: '/events/feed', method: 'POST', body: {} });
    expect(later).toHaveBeenCalledTimes(3);
    expect(takeStartupRead(url)).toBeDefined();
  });
});

describe('startSessionRead', () => {
  const startFor = (storage: object, fetch: ReturnType<typeof answering>) =>
    startSessionRead({ baseUrl: '/v2/', firebaseApiKey: 'key', fetch, storage, now });

  it("asks for the person's own record with the stored token; request() with that token takes it", async () => {
    const early = answering({ data: { user: { id: 'u1' } } });
    expect(await startFor(storedPerson(3_600_000), early)).toBe('/v2/users/');
    expect(early.mock.calls[0]![1].headers).toMatchObject({
      [AUTHORIZATION_HEADER]: 'Bearer id-token',
      [PLATFORM_HEADER]: 'web',
    });
    const later = answering({ data: { user: { id: 'other' } } });
    configureApi({ baseUrl: '/v2', fetch: later });
    // Another token does not get it; the same token does, once.
    await request({ path: '/users/', token: 'someone-else' });
    await expect(request({ path: '/users/', token: 'id-token' })).resolves.toEqual({
      user: { id: 'u1' },
    });
    await request({ path: '/users/', token: 'id-token' });
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a visitor, a token about to expire, or a stored shape it does not know', async () => {
    const early = answering({ data: {} });
    expect(await startFor(visitor, early)).toBeNull();
    expect(await startFor(storedPerson(30_000), early)).toBeNull();
    expect(await startFor(signedIn, early)).toBeNull();
    expect(early).not.toHaveBeenCalled();
  });
});

describe('takeStartupRead', () => {
  it('hands out an answer once, and none older than its age limit', () => {
    const answer = Promise.resolve(new Response('{}'));
    putStartupRead('/v2/a', answer, 1_000);
    expect(takeStartupRead('/v2/a', 1_000 + STARTUP_READ_MAX_AGE_MS)).toBe(answer);
    expect(takeStartupRead('/v2/a', 1_000)).toBeUndefined();
    putStartupRead('/v2/b', answer, 1_000);
    expect(takeStartupRead('/v2/b', 1_001 + STARTUP_READ_MAX_AGE_MS)).toBeUndefined();
  });
});

describe('startupReadUrl', () => {
  it('is null when the route lacks a parameter the read names', () => {
    expect(
      startupReadUrl({ endpoint: 'GET /events/', query: { eventId: ':id' } }, {}, '/v2'),
    ).toBeNull();
    expect(
      startupReadUrl(
        { endpoint: 'GET /events/', query: { eventId: ':id' } },
        { id: 'x' },
        'http://h/v2/',
      ),
    ).toBe('http://h/v2/events/?eventId=x');
  });
});
