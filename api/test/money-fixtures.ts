/**
 * Test helpers for host money over HTTP: onboarding through the sandbox's own page, buying
 * tickets through its checkout page, and its controls (time, disputes, payout failures).
 */
import sharp from 'sharp';
import type { ImageRef } from 'contract';
import { expect } from 'vitest';
import type { TestApi } from './test-api';

type Caller = { auth: { idToken: string }; user: { id: string } };

/** Submits a sandbox page's form like a browser, without following the redirect. */
export const press = (api: TestApi, path: string) =>
  fetch(`${api.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });

export async function onboardingLink(api: TestApi, host: Caller): Promise<string> {
  const res = await api.request('/v2/users/connect/', { json: {}, token: host.auth.idToken });
  expect(res.status).toBe(201);
  return res.body.data.link.url;
}

/** A host whose connected account is fully enabled (one link, "finish"). */
export async function onboard(api: TestApi, host: Caller): Promise<void> {
  const url = await onboardingLink(api, host);
  const res = await press(api, `${url}/finish`);
  expect(res.status).toBe(303);
}

/** Buys through the sandbox checkout page; answers the completed order's id. */
export async function buyTickets(
  api: TestApi,
  buyer: Caller,
  eventId: string,
  ticketTypeId: string,
  quantity = 1,
): Promise<string> {
  const res = await api.request('/v2/checkout/initiate', {
    token: buyer.auth.idToken,
    json: { eventId, items: [{ ticketTypeId, quantity }] },
  });
  expect(res.status).toBe(201);
  const paid = await press(api, `${res.body.data.checkoutUrl}/pay`);
  expect(paid.status).toBe(303);
  return res.body.data.order.id;
}

export async function advanceDays(api: TestApi, days: number) {
  const res = await api.request('/v2/payments/sandbox/control/advance', { json: { days } });
  expect(res.status).toBe(200);
  return res.body.data;
}

export async function wallet(api: TestApi, host: Caller) {
  const res = await api.request('/v2/users/connect/balance', { token: host.auth.idToken });
  expect(res.status).toBe(200);
  return res.body.data;
}

export async function openDispute(api: TestApi, orderId: string, reason = 'fraudulent') {
  const res = await api.request('/v2/payments/sandbox/control/disputes', {
    json: { orderId, reason },
  });
  expect(res.status).toBe(201);
  return res.body.data.disputeId as string;
}

/** A photo uploaded with POST /v2/images/ by `caller`: what the dispute page attaches. */
export async function uploadPhoto(api: TestApi, caller: Caller): Promise<ImageRef> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'door.png');
  const res = await fetch(`${api.origin}/v2/images/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${caller.auth.idToken}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { image: ImageRef } }).data.image;
}
