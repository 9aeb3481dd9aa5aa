/** The caller's passes (`GET /users/pass`). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { Pass } from '../types/pass';

export async function getMyPasses(token: string, options: CallOptions = {}): Promise<Pass[]> {
  const data = await request<{ passes: Pass[] }>({ path: '/users/pass', token, ...options });
  return data.passes;
}

/** One of the caller's passes; 404 when it is not theirs. */
export async function getMyPass(
  passId: string,
  token: string,
  options: CallOptions = {},
): Promise<Pass> {
  const data = await request<{ pass: Pass }>({
    path: '/users/pass',
    query: { passId },
    token,
    ...options,
  });
  return data.pass;
}
