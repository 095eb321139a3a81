/**
 * A company's data, portable (issue 33): the demo company's data seeded into corpA, exported by
 * its admin through exportCompanyData, and the archive loaded into an empty company: the copy holds
 * every document and the same figures (stock summary, tax aggregates, stock levels), and no
 * invariant breaks there. Who may export, and how often.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCalendar } from '../../seed/demoCalendar';
import { seedDemoInvoices } from '../../seed/invoices';
import { importCompanyArchive } from '../../seed/importCompanyArchive';
import { checkCompanyInvariants } from '../../seed/invariants';
import { adminDb } from '../../seed/lib';
import { seedDemoMasterData } from '../../seed/masterData';
import { seedDemoStock } from '../../seed/stock';
import { rebuildSummaries } from '../../seed/summaries';
import { rebuildTaxAggregates } from '../../seed/taxAggregates';
import { CORP_A, seedWorld } from '../rules/support';
import { callAs, createFunctionsEnv } from './support';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

const COPY = 'corpCopy';
let env: RulesTestEnvironment;
let exported: { fileName: string; documents: number; bytes: number; base64: string };

const all = async (corpId: string, coll: string) =>
  Object.fromEntries((await adminDb().collection(`corporations/${corpId}/${coll}`).get()).docs.map((d) => [d.id, d.data()]));

beforeAll(async () => {
  env = await createFunctionsEnv();
  await seedWorld(env);
  const db = adminDb();
  await db.recursiveDelete(db.doc(`corporations/${COPY}`));
  const calendar = demoCalendar(new Date('2027-01-10T10:00:00Z'), 'admin');
  await seedDemoMasterData(CORP_A);
  await seedDemoStock(CORP_A, 'admin', calendar);
  await seedDemoInvoices(CORP_A, 'admin', calendar);
  await rebuildSummaries(CORP_A);
  await rebuildTaxAggregates(CORP_A);
  const r = await callAs<typeof exported>('admin', 'exportCompanyData', { corpId: CORP_A });
  if (!r.ok) throw new Error(`export refused: ${JSON.stringify(r)}`);
  exported = r.data;
}, 180_000);
afterAll(() => env?.cleanup());

describe('exportCompanyData', () => {
  it('gives the admin one ZIP with every document, the CSVs and each VERI*FACTU record as XML', () => {
    const files = unzipSync(Uint8Array.from(Buffer.from(exported.base64, 'base64')));
    expect(exported.fileName).toMatch(/^Almacena-[0-9A-Z]+-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(exported.bytes).toBe(Buffer.from(exported.base64, 'base64').byteLength);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['LEEME.txt', 'datos/documentos.jsonl', 'csv/facturas.csv', 'csv/productos.csv']));
    const xml = Object.keys(files).filter((n) => n.startsWith('verifactu/') && n.endsWith('.xml'));
    expect(xml.length).toBeGreaterThan(0);
    expect(new TextDecoder().decode(files[xml[0]!])).toContain('RegFactuSistemaFacturacion');
    const facturas = new TextDecoder().decode(files['csv/facturas.csv']);
    expect(facturas).toContain('F-2026-000001');
  });

  it('is refused to staff, to another company and again within 5 minutes', async () => {
    expect(await callAs('user', 'exportCompanyData', { corpId: CORP_A })).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('otherCompanyAdmin', 'exportCompanyData', { corpId: CORP_A })).toMatchObject({ ok: false, code: 'denied' });
    expect(await callAs('admin', 'exportCompanyData', { corpId: CORP_A })).toMatchObject({ ok: false, code: 'tooSoon' });
  });
});

describe('the archive, loaded into an empty company', () => {
  beforeAll(async () => {
    await importCompanyArchive(Uint8Array.from(Buffer.from(exported.base64, 'base64')), COPY);
  }, 60_000);

  it('holds the same documents and figures', async () => {
    for (const coll of ['stock', 'movements', 'invoices', 'counters', 'summaries', 'taxQuarters', 'taxParties347', 'verifactuRecords', 'clients']) {
      expect(await all(COPY, coll), coll).toEqual(await all(CORP_A, coll));
    }
    const at = (
      await adminDb()
        .doc(`corporations/${COPY}/invoices/${Object.keys(await all(CORP_A, 'invoices'))[0]}`)
        .get()
    ).get('createdAt');
    expect(at).toBeInstanceOf(Timestamp);
  });

  it('breaks no invariant: stock = ledger, numbering, chains, aggregates', async () => {
    const check = await checkCompanyInvariants(COPY);
    expect(check.problems).toEqual([]);
    expect(check.counts.invoices).toBeGreaterThan(0);
  });

  it('is refused into a company that holds anything', async () => {
    await expect(importCompanyArchive(Uint8Array.from(Buffer.from(exported.base64, 'base64')), COPY)).rejects.toThrow(/no está vacía/);
  });
});
