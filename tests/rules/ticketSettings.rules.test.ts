/**
 * corporations/{corpId}/settings/ticket (issue 29): the counter tickets' trade name, logo and
 * footer. Every active member of the company reads it, admins write it; the shape is the app's
 * (ticketSettingsToStored builds the valid document, so rules and app cannot drift apart).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logoDataUrlOf, TICKET_LIMITS, ticketSettingsSchema, ticketSettingsToStored, type TicketSettings } from '../../src/corps/ticketSettings';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, type Persona } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-ticket-settings');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `corporations/${CORP_A}/settings/ticket`), { ...valid(), updatedAt: Timestamp.now() });
    await setDoc(doc(ctx.firestore(), `corporations/${CORP_B}/settings/ticket`), { ...valid(), updatedAt: Timestamp.now() });
  });
});

/** A PNG of `size` bytes (its signature, then filler): what the form turns into a data URL. */
function pngOf(size: number): string {
  const bytes = new Uint8Array(size).fill(0x41);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const r = logoDataUrlOf(bytes);
  if (!r.ok) throw new Error(r.message);
  return r.dataUrl;
}

function valid(over: Partial<TicketSettings> = {}): TicketSettings {
  return ticketSettingsToStored({
    tradeName: 'Panadería La Espiga',
    logo: pngOf(2000),
    footer: 'L-S 8:00-14:00 y 17:00-20:30\nCambios y devoluciones: 15 días con ticket',
    ...over,
  });
}

const path = (corpId = CORP_A) => `corporations/${corpId}/settings/ticket`;
const write = (p: Persona, data: Record<string, unknown>, corpId = CORP_A) => setDoc(doc(dbFor(env, p), path(corpId)), data);
const stamped = (d: Record<string, unknown>) => ({ ...d, updatedAt: serverTimestamp() });

type Op = 'get' | 'list' | 'write' | 'delete';
const operations: Record<Op, (p: Persona) => Promise<unknown>> = {
  get: (p) => getDoc(doc(dbFor(env, p), path())),
  list: (p) => getDocs(collection(dbFor(env, p), `corporations/${CORP_A}/settings`)),
  write: (p) => write(p, stamped({ ...valid({ tradeName: 'Otra' }) })),
  delete: (p) => deleteDoc(doc(dbFor(env, p), path())),
};
const allowed: Record<Op, Persona[]> = {
  get: ['restricted', 'cashier', 'user', 'admin', 'superadmin'],
  list: [],
  write: ['admin', 'superadmin'],
  delete: [],
};

describe('settings/ticket: persona × operation on company A', () => {
  const cases = (Object.keys(operations) as Op[]).flatMap((op) => PERSONAS.map((persona) => ({ op, persona, ok: allowed[op].includes(persona) })));
  it.each(cases)('$persona $op → allowed: $ok', async ({ op, persona, ok }) => {
    const attempt = operations[op](persona);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it("refuses reading and writing another company's ticket (admin of A on B, admin of B on A)", async () => {
    await assertFails(getDoc(doc(dbFor(env, 'admin'), path(CORP_B))));
    await assertFails(write('admin', stamped({ ...valid() }), CORP_B));
    await assertFails(write('otherCompanyAdmin', stamped({ ...valid() }), CORP_A));
  });
});

describe('settings/ticket: the shape (admin of A writing)', () => {
  it('accepts empty settings and the longest of each field', async () => {
    await assertSucceeds(write('admin', stamped({ ...valid({ tradeName: '', logo: '', footer: '' }) })));
    const longest = valid({
      tradeName: 'ñ'.repeat(TICKET_LIMITS.tradeName),
      footer: Array.from({ length: TICKET_LIMITS.footerLines }, () => 'x'.repeat(TICKET_LIMITS.footerLineChars)).join('\n'),
      logo: pngOf(TICKET_LIMITS.logoBytes),
    });
    expect(longest.logo.length).toBeLessThanOrEqual(TICKET_LIMITS.logoDataUrlChars);
    await assertSucceeds(write('admin', stamped({ ...longest })));
    const snap = await getDoc(doc(dbFor(env, 'restricted'), path()));
    expect(snap.data()?.tradeName).toBe('ñ'.repeat(TICKET_LIMITS.tradeName));
  });

  const base = () => stamped({ ...valid() });
  it.each<[string, () => Record<string, unknown>]>([
    ['an extra key', () => ({ ...base(), color: 'rojo' })],
    ['a missing key', () => ({ tradeName: 'X', logo: '', updatedAt: serverTimestamp() })],
    ['no server time', () => ({ ...valid(), updatedAt: Timestamp.fromMillis(0) })],
    ['a trade name too long', () => ({ ...base(), tradeName: 'x'.repeat(TICKET_LIMITS.tradeName + 1) })],
    ['a trade name with a control character', () => ({ ...base(), tradeName: 'Tienda\u0007' })],
    ['a trade name with a line break', () => ({ ...base(), tradeName: 'Tienda\nDos' })],
    ['a trade name not trimmed', () => ({ ...base(), tradeName: ' Tienda' })],
    ['a trade name that is not text', () => ({ ...base(), tradeName: 7 })],
    ['a footer with a C1 control', () => ({ ...base(), footer: 'Horario\u0085' })],
    ['a footer with a tab', () => ({ ...base(), footer: 'L-V\t9-14' })],
    ['a footer with a carriage return', () => ({ ...base(), footer: 'L-V\r\n9-14' })],
    ['a footer of 7 lines', () => ({ ...base(), footer: Array.from({ length: 7 }, () => 'x').join('\n') })],
    ['a footer line of 49 characters', () => ({ ...base(), footer: 'x'.repeat(49) })],
    ['a logo that is not a data URL', () => ({ ...base(), logo: 'https://example.com/logo.png' })],
    ['a logo of another type', () => ({ ...base(), logo: 'data:image/svg+xml;base64,PHN2Zz4=' })],
    ['a logo with a script in it', () => ({ ...base(), logo: 'data:image/png;base64,AAAA"><script>' })],
    ['an oversized logo (40 KB and more)', () => ({ ...base(), logo: `data:image/png;base64,${'A'.repeat(54640)}` })],
  ])('refuses %s', async (_name, data) => {
    await assertFails(write('admin', data()));
  });

  it('the app refuses what the rules refuse (the form schema on the same values)', () => {
    const bad: Partial<TicketSettings>[] = [
      { tradeName: 'x'.repeat(TICKET_LIMITS.tradeName + 1) },
      { tradeName: 'Tienda\u0007' },
      { footer: Array.from({ length: 7 }, () => 'x').join('\n') },
      { footer: 'x'.repeat(49) },
      { footer: 'Horario\u0085' },
      { logo: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { logo: `data:image/png;base64,${'A'.repeat(54640)}` },
    ];
    for (const over of bad) expect(ticketSettingsSchema.safeParse({ ...valid(), ...over }).success, JSON.stringify(over).slice(0, 60)).toBe(false);
  });
});
