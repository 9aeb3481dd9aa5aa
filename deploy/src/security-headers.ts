/**
 * The headers every page of the app is served with, locally (static-server.ts) and in production
 * (hosting/firebase.json, checked against this by hosting-config.test.ts).
 *
 * The Content-Security-Policy allows our origin and, for sign-in, only the Firebase Auth endpoints
 * the configuration names: the local emulator, or Google's identity endpoints and the reCAPTCHA
 * that phone sign-in shows in production. Everything the app loads (the shell, every remote's
 * chunks under /releases, pdf.js and its worker, the barcode decoder's WebAssembly) is served by
 * us. 'wasm-unsafe-eval' lets WebAssembly compile and nothing else; inline styles are allowed
 * (React and pdf.js set style attributes), inline scripts are not.
 *
 * A configuration that allows remote overrides (`remoteOverrides`: the local stack, staging) also
 * admits those origins, and only those, for what a remote brings: its manifest and scripts, styles,
 * images and fonts, and a dev server's live-reload socket. Production lists none.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { AppConfig } from 'platform';

/** What phone sign-in reaches in production (no emulator). */
const FIREBASE_AUTH = {
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
/** Google Analytics, only when the configuration turns it on. */
const ANALYTICS = {
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
  script: ['https://www.googletagmanager.com'],
};

const originOf = (url: string): string | null => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** `http://localhost:*` → the same for the dev server's WebSocket, `ws://localhost:*`. */
const socketSourceOf = (origin: string) => origin.replace(/^http/, 'ws');

export function contentSecurityPolicy(config: AppConfig): string {
  const emulator = config.authEmulatorUrl ? originOf(config.authEmulatorUrl) : null;
  const api = originOf(config.apiBaseUrl);
  const overrides = config.remoteOverrides?.allowedOrigins ?? [];
  const connect = ["'self'", ...(api ? [api] : [])];
  const script = ["'self'", "'wasm-unsafe-eval'", ...overrides];
  const frame = ["'self'"];
  if (emulator) connect.push(emulator);
  else {
    connect.push(...FIREBASE_AUTH.connect);
    script.push(...FIREBASE_AUTH.script);
    frame.push(...FIREBASE_AUTH.frame);
  }
  if (config.analytics) {
    connect.push(...ANALYTICS.connect);
    script.push(...ANALYTICS.script);
  }
  connect.push(...overrides, ...overrides.map(socketSourceOf));
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'", ...overrides]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(api ? [api] : []), ...overrides]],
    ['font-src', ["'self'", 'data:', ...overrides]],
    ['connect-src', connect],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', frame],
    ['media-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers for every response of the static server that a browser may render. */
export function securityHeaders(config: AppConfig): OutgoingHttpHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Browsers ignore it over plain http (local runs); over https it pins the site to https.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // The door scanner uses the camera; nothing uses the microphone or location.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  };
}
