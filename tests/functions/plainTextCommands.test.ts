/**
 * A control character pasted into any text a command takes (issue 25, item 2) is refused with a
 * code at the command, as a hostile employee would send it through the REST API: nothing is
 * saved, no number is used, no VERI*FACTU record is made, and the company's sending goes on.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { corpData } from '../rules/support';
import { clientDoc, invoiceLine, salesContent, seededAt } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const CORP = 'corpPlainText';
const USER = 'plainTextUser';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `corporations/${CORP}`), { name: CORP, data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    await setDoc(doc(db, `users/${USER}`), {
      name: 'P',
      email: 'p@example.com',
      corpId: CORP,
      role: 'admin',
      active: true,
      createdAt: seededAt,
      updatedAt: seededAt,
    });
    await setDoc(doc(db, `corporations/${CORP}/clients/c1`), clientDoc('Cliente Uno'));
  });
});

const count = (path: string) => asAdmin(env, async (db) => (await getDocs(collection(db, path))).size);

describe('control characters at the commands', () => {
  it.each([
    ['U+0001 in a line description', { lines: [{ ...invoiceLine(1, 1000), description: 'Tornillo\u0001 M8' }] }],
    ['U+001F in a line description', { lines: [{ ...invoiceLine(1, 1000), description: '\u001FTornillo' }] }],
    ['U+FFFE in a line description', { lines: [{ ...invoiceLine(1, 1000), description: 'Tornillo \uFFFE' }] }],
    ['a line break in a line description', { lines: [{ ...invoiceLine(1, 1000), description: 'Tornillo\nM8' }] }],
    ['U+0007 in the notes', { notes: 'Entregar\u0007 por la tarde' }],
  ])('%s: issueInvoice and saveInvoiceDraft refuse it, nothing is written', async (_name, change) => {
    const content = salesContent(change as never);
    for (const name of ['issueInvoice', 'saveInvoiceDraft']) {
      const result = await callAs(USER, name, { corpId: CORP, invoiceId: null, content });
      expect(result).toMatchObject({ ok: false, code: 'invalid', details: { detail: expect.stringMatching(/unsafeText/) } });
    }
    expect(await count(`corporations/${CORP}/invoices`)).toBe(0);
    expect(await count(`corporations/${CORP}/counters`)).toBe(0);
    expect(await count(`corporations/${CORP}/verifactuRecords`)).toBe(0);
  });

  it('takes ordinary catalogue text with quotes, apostrophes and signs, and its record maps them for the AEAT', async () => {
    const { id } = await expectOk<{ id: string }>(USER, 'issueInvoice', {
      corpId: CORP,
      invoiceId: null,
      content: salesContent({ lines: [{ ...invoiceLine(1, 1000), description: `Tubo 1/2" <PVC> = Servei d'instal·lació` }] }),
    });
    const invoice = await asAdmin(env, async (db) => (await getDocs(collection(db, `corporations/${CORP}/invoices`))).docs[0]!.data());
    expect(invoice.lines[0].description).toBe(`Tubo 1/2" <PVC> = Servei d'instal·lació`);
    const records = await asAdmin(env, async (db) =>
      (await getDocs(collection(db, `corporations/${CORP}/verifactuRecords`))).docs.map((d) => d.data()),
    );
    expect(records).toHaveLength(1);
    expect(records[0]!.invoiceId).toBe(id);
    expect(records[0]!.registro.RegistroAlta.DescripcionOperacion).toBe('Tubo 1/2″ ‹PVC› ＝ Servei d’instal·lació');
  });
});
