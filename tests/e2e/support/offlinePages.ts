/**
 * Offline work and trusted devices: signing in with the "dispositivo de confianza" choice,
 * the header's connection status, the app shell cache, what the browser keeps in IndexedDB,
 * and Content-Security-Policy violations.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { adminDb, now } from '../../../seed/lib';
import { documentNumberFor } from '../../../src/domain/stock/documentNumber';
import { newDraftDocument } from '../../../src/domain/stock/draftFields';
import { LoginPage } from './pages';
import { PRODUCTS, VENDOR } from './stockPages';
import type { Person, World } from './world';

export const TRUSTED_LABEL = 'Este es un dispositivo de confianza';
export const SAVED_ON_DEVICE = 'Guardado en este dispositivo: se enviará cuando vuelva la conexión.';

/** Signs in from the login page with the trusted-device box ticked or not; lands on Inicio. */
export async function signInOnDevice(page: Page, person: Person, trusted: boolean): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await page.getByLabel(TRUSTED_LABEL).setChecked(trusted);
  await login.signIn(person);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByTestId('header-email')).toHaveText(person.email);
}

/** The header's live region; it holds the "Sin conexión" badge while offline. */
export function connectionStatus(page: Page): Locator {
  return page.getByTestId('app-header').getByRole('status');
}

/** Waits until the service worker controls the page, its install (precache) done. */
export async function waitForAppShellCache(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Names of the IndexedDB databases Firestore keeps in this browser (none when nothing is stored).
 * Asked again when a reload (the app applies trust changes by reloading) interrupts the question.
 */
export async function firestoreDatabases(page: Page): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('domcontentloaded');
      const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
      return names.filter((n) => n.startsWith('firestore/'));
    } catch (error) {
      if (attempt >= 10 || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/** A borrador entrada of 10 Tornillo M8, written as the editor saves it (Admin SDK). */
export async function seedDraftInput(world: World, id: string): Promise<void> {
  const number = documentNumberFor('input', id);
  const p = PRODUCTS.screw;
  const lines = [{ categoryId: p.id, code: p.code, name: p.name, unit: 'ud', quantity: 10, unitPriceCents: 50, discountPct: 0, vatRate: 21 }];
  const draft = { date: '2026-03-02', partyId: VENDOR.id, partyName: VENDOR.name, partyNif: '', reference: 'ALB-OFF', notes: '', lines };
  await adminDb()
    .doc(`corporations/${world.corpId}/inputs/${id}`)
    .set(newDraftDocument(draft, number, world.user.uid, now()));
}

/** Records every securitypolicyviolation the page raises, from before its first script runs. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}
