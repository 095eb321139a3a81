/** firebase.json's hosting headers: what production browsers are told (issue 8). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCsp, hostingHeaders, parseCsp, withConnectSources } from './hostingHeaders';

const firebaseJson: unknown = JSON.parse(readFileSync(resolve(process.cwd(), 'firebase.json'), 'utf8'));
const all = hostingHeaders(firebaseJson, '**');
const csp = parseCsp(all['content-security-policy'] ?? '');

describe('firebase.json hosting', () => {
  it('serves the built app from dist', () => {
    expect((firebaseJson as { hosting: { public: string } }).hosting.public).toBe('dist');
  });

  it.each([
    ['strict-transport-security', 'max-age=63072000; includeSubDomains; preload'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
  ])('sends %s: %s on every path', (name, value) => {
    expect(all[name]).toBe(value);
  });

  it('denies powerful features in Permissions-Policy', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(all['permissions-policy']).toMatch(new RegExp(`(^|, )${feature}=\\(\\)`));
    }
  });

  it('allows the ticket printer (WebUSB, Web Serial) to the app itself only, never to a frame', () => {
    for (const feature of ['usb', 'serial']) {
      expect(all['permissions-policy']).toMatch(new RegExp(`(^|, )${feature}=\\(self\\)`));
    }
  });

  it.each([
    ['default-src', ["'self'"]],
    // App Check's reCAPTCHA Enterprise (issue 33): its script, and the frame it runs its check in.
    ['script-src', ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']],
    ['style-src', ["'self'"]],
    // Firestore's WebChannel transport loads www.google.com/images/cleardot.gif to test the network when a request fails.
    ['img-src', ["'self'", 'data:', 'blob:', 'https://www.google.com']],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        // App Check's token exchange (issue 33).
        'https://content-firebaseappcheck.googleapis.com',
      ],
    ],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ])('CSP %s allows exactly %j', (directive, sources) => {
    expect(csp.get(directive)).toEqual(sources);
  });

  it('CSP has no other directive, no unsafe-*, no wildcard and no plain http source', () => {
    expect(csp.size).toBe(13);
    const sources = [...csp.values()].flat();
    expect(sources.filter((s) => /unsafe-|\*|^http:/.test(s))).toEqual([]);
  });

  it.each([
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/asset-manifest.json', 'no-cache'],
    ['/assets/**', 'public, max-age=31536000, immutable'],
  ])('caches %s with %s', (source, value) => {
    expect(hostingHeaders(firebaseJson, source)['cache-control']).toBe(value);
  });
});

describe('CSP helpers', () => {
  it('round-trips a policy', () => {
    const policy = "default-src 'self'; img-src 'self' data:";
    expect(formatCsp(parseCsp(policy))).toBe(policy);
  });

  it.each([
    ["default-src 'self'; connect-src 'self'", ['http://127.0.0.1:9199'], "default-src 'self'; connect-src 'self' http://127.0.0.1:9199"],
    ["connect-src 'self' http://a", ['http://a', 'http://b'], "connect-src 'self' http://a http://b"],
    ["default-src 'self'", ['http://a'], "default-src 'self'; connect-src 'self' http://a"],
  ])('adds connect sources to %s', (policy, origins, expected) => {
    expect(withConnectSources(policy, origins)).toBe(expected);
  });
});
