/**
 * The login route's code (issue 15): a cold #/auth/login loads React, the router, Auth and
 * react-bootstrap, at most 150 kB of gzipped JS, and no Firestore; «Entrar» starts loading
 * Firestore while Auth checks the password. Sizes are counted as scripts/bench.mjs and
 * scripts/measure-bundles.mjs count them: each JS file gzipped once, at zlib's default level.
 */
import zlib from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

const LOGIN_BUDGET = 150 * 1024;
/** A string only Firestore's SDK carries (its service's name), whatever the chunk is called. */
const FIRESTORE_MARK = 'google.firestore.v1';

interface Script {
  url: string;
  gzipBytes: number;
  firestore: boolean;
  requested: number;
}

function recordScripts(page: Page): { scripts: Promise<Script>[] } {
  const scripts: Promise<Script>[] = [];
  const requested = new Map<Request, number>();
  page.on('request', (request) => requested.set(request, Date.now()));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.m?js$/.test(url.pathname)) return;
    scripts.push(
      response.body().then((body) => ({
        url: url.pathname,
        gzipBytes: zlib.gzipSync(body).length,
        firestore: body.includes(FIRESTORE_MARK),
        requested: requested.get(response.request()) ?? Number.NaN,
      })),
    );
  });
  return { scripts };
}

/** Each file once, as the bench counts them. */
function gzipBytes(scripts: Script[]): number {
  return [...new Map(scripts.map((s) => [s.url, s.gzipBytes])).values()].reduce((sum, bytes) => sum + bytes, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

test.describe('the code the login route loads', () => {
  test('a cold login page loads no Firestore and at most 150 kB of gzipped JS; «Entrar» loads Firestore alongside the sign-in call', async ({
    page,
    world,
    loginPage,
  }) => {
    const { scripts } = recordScripts(page);
    await loginPage.open();
    await page.waitForLoadState('networkidle');
    const login = await Promise.all(scripts);
    expect(login.length).toBeGreaterThan(0);
    expect(login.filter((s) => s.firestore || /firestore/i.test(s.url)).map((s) => s.url)).toEqual([]);
    const total = gzipBytes(login);
    test.info().annotations.push({ type: 'Ruta de acceso', description: `${kb(total)} de JS (gzip)` });
    expect(total, login.map((s) => s.url).join(', ')).toBeLessThanOrEqual(LOGIN_BUDGET);

    const answered = page.waitForResponse((r) => r.url().includes('accounts:signInWithPassword')).then(() => Date.now());
    await loginPage.signIn(world.user);
    const signInAnswered = await answered;
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    await page.waitForTimeout(300); // as the bench does, for the figure below: let the last responses arrive
    const shell = await Promise.all(scripts);
    test.info().annotations.push({ type: 'Armazón con Inicio', description: `${kb(gzipBytes(shell))} de JS (gzip)` });
    const firestore = shell.filter((s) => s.firestore);
    expect(firestore).toHaveLength(1);
    // Requested on «Entrar», before Auth had answered: not after the sign-in.
    expect(firestore[0]!.requested).toBeLessThanOrEqual(signInAnswered);
  });
});
