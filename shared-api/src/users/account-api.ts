/** The caller's account: username and Instagram availability, receipts, deletion. React-free. */
import type { Pagination, Receipt } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** Whether anyone (the caller included) has this username; compare with your own first. */
export async function usernameExists(
  username: string,
  options: CallOptions = {},
): Promise<boolean> {
  const data = await callEndpoint('GET /users/username/exists', {
    query: { username },
    ...options,
  });
  return data.exists;
}

/** Whether another person's profile already shows this Instagram handle. */
export async function instagramTaken(
  instagram: string,
  token?: string | null,
  options: CallOptions = {},
): Promise<boolean> {
  const data = await callEndpoint('GET /users/instagram', {
    query: { instagram },
    token,
    ...options,
  });
  return data.taken;
}

export interface ReceiptPage {
  receipts: Receipt[];
  pagination: Pagination;
}

export interface ReceiptPageParams {
  continuationToken?: string | null;
  /** Server default 20, at most `PAGE_LIMITS.receiptsMax`. */
  limit?: number;
}

/** One page of the caller's orders, newest first, with refunds. */
export async function getMyReceipts(
  token: string,
  { continuationToken, limit }: ReceiptPageParams = {},
  options: CallOptions = {},
): Promise<ReceiptPage> {
  const query = {
    ...(continuationToken ? { continuationToken } : {}),
    ...(limit === undefined ? {} : { limit }),
  };
  return callEndpoint('GET /users/receipts', { query, token, ...options });
}

/** Deletes the caller's account; 409 `conflict` with `details.reason` when it cannot be yet. */
export async function deleteAccount(token: string, options: CallOptions = {}): Promise<void> {
  await callEndpoint('DELETE /users/', { token, ...options });
}
