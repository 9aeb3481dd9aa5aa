/**
 * The Node HTTP client the Stripe SDK uses by default, with one fix: stripe-node 19 computes a
 * request's Content-Length with `TextEncoder.encode(body)`, which for a file upload's multipart body
 * (a Uint8Array, not a string) measures the text of its numbers, so Stripe waits for bytes that
 * never come and the upload times out (stripe/stripe-node#2538, fixed upstream in #2542). Here a
 * binary body's length is its byte length. Remove once the SDK is upgraded past the fix; the
 * evidence upload test against the local Stripe double fails without it.
 */
import Stripe from 'stripe';

export function stripeHttpClient(): Stripe.HttpClient {
  const node = Stripe.createNodeHttpClient();
  return {
    getClientName: () => node.getClientName(),
    makeRequest(host, port, path, method, headers, requestData, protocol, timeout) {
      // The SDK's types say string; file uploads hand over bytes.
      const body: unknown = requestData;
      const fixed =
        body instanceof Uint8Array ? { ...headers, 'Content-Length': body.byteLength } : headers;
      return node.makeRequest(host, port, path, method, fixed, requestData, protocol, timeout);
    },
  };
}
