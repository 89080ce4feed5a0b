import type { OutgoingHttpHeaders } from 'node:http';

/**
 * Issue 14 Headers on every response of browser mode: the page may not be framed by another
 * site (clickjacking), content types are not guessed, no referrer leaves the page, and the
 * Content Security Policy lets it load and connect to its own host only.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function securityHeaders(extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders {
  return { ...SECURITY_HEADERS, ...extra };
}
