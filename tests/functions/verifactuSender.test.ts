/**
 * The VERI*FACTU sender (functions/src/verifactu/sender.ts) against the run's AEAT stand-in
 * (scripts/aeat-standin, AEAT_STANDIN_URL / VERIFACTU_ENDPOINT set by scripts/test.mjs) and the
 * run's Firestore emulator, in process with a clock the test moves: batches of at most 1.000,
 * the AEAT's wait between requests, retries with backoff after 5xx and timeouts, a crash between
 * the send and the state write, an answer lost after the AEAT stored the records, rejection then
 * subsanación, two senders at once, and the chain check over 1.005 records.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issuedInvoice, line } from '../../src/domain/verifactu/testFixtures';
import { planAlta } from '../../src/domain/verifactu/verifactuPlan';
import { SYSTEM } from '../../src/domain/verifactu/testFixtures';
import { sendChain, type SenderDeps } from '../../functions/src/verifactu/sender';
import { soapTransport } from '../../functions/src/verifactu/transport';
import { verifyCompanyChains } from '../../functions/src/verifactu/chainCheck';
import { corpData } from '../rules/support';
import { callAs, expectOk, PROJECT_ID } from './support';

const CORP = 'corpSender';
const NIF = 'B12345674'; // the issuer of testFixtures' invoices
const ADMIN = 'senderAdmin';
const USER = 'senderUser';

const standin = () => {
  const url = process.env.AEAT_STANDIN_URL;
  if (!url) throw new Error('AEAT_STANDIN_URL is not set: run through npm test');
  return url;
};
const endpoint = () => process.env.VERIFACTU_ENDPOINT!;
const control = async (body: unknown) => {
  const res = await fetch(`${standin()}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
};
type Logged = { records: { numSerie: string; subsanacion?: string | null; rechazoPrevio?: string | null }[]; status: number; csv?: string | null };
const requests = async (): Promise<Logged[]> => (await fetch(`${standin()}/__requests`)).json() as Promise<Logged[]>;
const stored = async (): Promise<{ numSerie: string }[]> => (await fetch(`${standin()}/__records`)).json() as Promise<{ numSerie: string }[]>;

let app: App;
let db: Firestore;
let clock: Date;
const at = (seconds: number) => new Date(clock.getTime() + seconds * 1000);
const deps = (over: Partial<SenderDeps> = {}): SenderDeps => ({ now: () => clock, transport: soapTransport(endpoint(), null, 30_000), ...over });
const send = (over: Partial<SenderDeps> = {}) => sendChain(db, CORP, NIF, deps(over));
const company = () => db.doc(`corporations/${CORP}`);
/** The stand-in's transport, keeping each request body (to read the Cabecera). */
const capturing = (bodies: string[]) => {
  const inner = soapTransport(endpoint(), null, 30_000);
  return async (xml: string) => {
    bodies.push(xml);
    return inner(xml);
  };
};
const invoiceOf = async (numberText: string) => (await company().collection('invoices').doc(`inv-${numberText}`).get()).data() as Record<string, any>;
const recordOf = async (id: string) => (await company().collection('verifactuRecords').doc(id).get()).data() as Record<string, any>;

/** Issues `count` invoices the way issueInvoice stores them: the invoice, its record, the head. */
async function issue(count: number, firstNumber = 1, generatedAt?: (i: number) => Date): Promise<string[]> {
  const ids: string[] = [];
  let head = (await company().collection('verifactuChains').doc(NIF).get()).data();
  const writer = db.bulkWriter();
  for (let i = 0; i < count; i++) {
    const numberText = `F-2026-${String(firstNumber + i).padStart(6, '0')}`;
    const invoice = { ...issuedInvoice({ numberText, lines: [line('Tornillo M6', 1 + i, 1000, 21)] }) } as Record<string, unknown>;
    const id = `inv-${numberText}`;
    const plan = planAlta(id, invoice, head, generatedAt?.(i) ?? new Date(Date.UTC(2026, 10, 25, 10, 0, i % 60)), SYSTEM);
    void writer.set(company().collection('invoices').doc(id), { ...invoice, ...plan.invoiceFields });
    void writer.set(company().collection('verifactuRecords').doc(plan.recordId), plan.record);
    head = plan.head;
    ids.push(plan.recordId);
  }
  await writer.close();
  await company().collection('verifactuChains').doc(NIF).set(head!);
  return ids;
}
const recordsData = async () =>
  (await company().collection('verifactuRecords').orderBy('seq').get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, any>);
const senderDoc = async () => (await company().collection('verifactuSenders').doc(NIF).get()).data() as Record<string, any> | undefined;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `sender-test-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
});
beforeEach(async () => {
  clock = new Date('2026-11-25T10:00:00Z');
  await control({ reset: true, waitSeconds: 60 });
  await db.recursiveDelete(company());
  await company().set({ name: CORP, data: corpData({ nif: NIF, legalName: 'Suministros Almacena Demo SL' }) });
  await db.doc(`users/${ADMIN}`).set({ name: 'A', email: 'a@example.com', corpId: CORP, role: 'admin', active: true });
  await db.doc(`users/${USER}`).set({ name: 'U', email: 'u@example.com', corpId: CORP, role: 'user', active: true });
});

describe('sendChain', () => {
  it('sends 1.000 at most per request, waits the AEAT wait before the next, and the 1.005 records verify as one chain', async () => {
    await issue(1005);
    const first = await send();
    expect(first).toMatchObject({ sent: 1000, accepted: 1000, rejected: 0, skipped: null, error: null });
    expect(first.nextSendAt).toEqual(at(60));
    expect(await send()).toMatchObject({ sent: 0, skipped: 'waiting' });
    clock = at(59);
    expect(await send()).toMatchObject({ sent: 0, skipped: 'waiting' });
    clock = at(1);
    expect(await send()).toMatchObject({ sent: 5, accepted: 5 });
    clock = at(600);
    expect(await send()).toMatchObject({ sent: 0, skipped: 'nothingPending' });

    const log = await requests();
    expect(log.map((r) => r.records.length)).toEqual([1000, 5]);
    const records = await recordsData();
    expect(records.every((r) => r.state === 'aceptado' && /^[A-Z0-9-]{8,}$/.test(r.aeat.csv))).toBe(true);
    const invoice = (await company().collection('invoices').doc('inv-F-2026-001005').get()).data();
    expect(invoice?.verifactu).toMatchObject({ state: 'aceptado', code: null });
    expect(await verifyCompanyChains(db, CORP)).toEqual({ chains: [{ nif: NIF, ok: true, count: 1005, broken: null }] });
  }, 120_000);

  it('retries after a 5xx and a timeout with a growing wait, then sends; the records stay pending meanwhile', async () => {
    await issue(3);
    await control({ failNext: [{ status: 503 }, { timeoutMs: 5_000 }] });
    const failed = await send();
    expect(failed).toMatchObject({ sent: 3, accepted: 0, skipped: null });
    expect(failed.error).toMatch(/HTTP 503|Codigo/);
    expect(failed.nextSendAt).toEqual(at(60));
    expect((await recordsData()).map((r) => [r.state, r.send?.attempts])).toEqual([
      ['pendiente', 1],
      ['pendiente', 1],
      ['pendiente', 1],
    ]);
    expect(await send()).toMatchObject({ sent: 0, skipped: 'waiting' });
    clock = at(60);
    const timedOut = await send({ transport: soapTransport(endpoint(), null, 2_000) });
    expect(timedOut.error).toMatch(/Sin respuesta/);
    expect(timedOut.nextSendAt).toEqual(at(120));
    expect((await senderDoc())?.attempts).toBe(2);
    clock = at(120);
    expect(await send()).toMatchObject({ sent: 3, accepted: 3, error: null });
    expect((await senderDoc())?.attempts).toBe(0);
    expect((await stored()).length).toBe(3);
  }, 60_000);

  it('survives a crash between the send and the state write: the batch goes again after the lease, and the AEAT duplicates count as accepted', async () => {
    await issue(4);
    await expect(
      send({
        afterSend: async () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect((await recordsData()).every((r) => r.state === 'pendiente')).toBe(true);
    expect((await senderDoc())?.inFlight?.recordIds).toHaveLength(4);
    // A second run while the lease lives sends nothing.
    expect(await send()).toMatchObject({ sent: 0, skipped: 'inFlight' });
    clock = at(5 * 60 + 1);
    expect(await send()).toMatchObject({ sent: 4, accepted: 4 });
    const records = await recordsData();
    expect(records.map((r) => [r.state, r.aeat.duplicate])).toEqual(Array(4).fill(['aceptado', true]));
    // The AEAT holds each record once.
    expect((await stored()).length).toBe(4);
    expect((await senderDoc())?.inFlight).toBeNull();
  }, 60_000);

  it('an answer lost after the AEAT stored the records is retried and ends accepted, stored once', async () => {
    await issue(2);
    await control({ failNext: [{ dropAfterStore: true }] });
    expect((await send()).error).toMatch(/Error de red|Sin respuesta/);
    clock = at(60);
    expect(await send()).toMatchObject({ sent: 2, accepted: 2 });
    expect((await stored()).length).toBe(2);
  }, 60_000);

  it.each(['AceptadaConErrores', 'AceptadoConErrores'])(
    'a lost answer of a record accepted with errors: the duplicate (spelled %s) keeps its state, its request and CSV',
    async (spelling) => {
      const [id] = await issue(1);
      await control({
        acceptWithErrors: { 'F-2026-000001': { code: 2005 } },
        duplicateEstadoSpelling: spelling,
        failNext: [{ dropAfterStore: true }],
      });
      expect((await send()).error).toMatch(/Error de red|Sin respuesta/);
      const firstCsv = (await requests())[0]!.csv!;
      expect(firstCsv).toMatch(/^[A-Z0-9]{16}$/);
      clock = at(60);
      expect(await send()).toMatchObject({ sent: 1, acceptedWithErrors: 1 });
      expect(await recordOf(id!)).toMatchObject({
        state: 'aceptado_con_errores',
        aeat: { code: 2005, duplicate: true, csv: firstCsv, duplicateOf: { idPeticion: firstCsv } },
      });
      expect((await invoiceOf('F-2026-000001')).verifactu).toMatchObject({ state: 'aceptado_con_errores', held: true });
    },
    60_000,
  );

  it('two senders at once: one request, never the same records twice', async () => {
    await issue(6);
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 6]);
    expect((await requests()).length).toBe(1);
  }, 60_000);
});

describe('rejection and subsanación (commands)', () => {
  it('a rejected record is corrected by a subsanación (a new chained record, Subsanacion S, RechazoPrevio X) that the AEAT accepts', async () => {
    const [, rejectedId] = await issue(3);
    await control({ reject: { 'F-2026-000002': { code: 1105, description: 'El NIF del destinatario no está identificado.' } } });
    expect(await send()).toMatchObject({ sent: 3, accepted: 2, rejected: 1 });
    const rejected = (await recordsData()).find((r) => r.id === rejectedId)!;
    expect(rejected).toMatchObject({ state: 'rechazado', aeat: { code: 1105, csv: null } });
    expect((await company().collection('invoices').doc('inv-F-2026-000002').get()).data()?.verifactu).toMatchObject({
      state: 'rechazado',
      code: 1105,
    });

    // Only an admin may correct; an accepted record cannot be "corrected".
    expect(await callAs(USER, 'resendVerifactuRecord', { corpId: CORP, recordId: rejectedId })).toMatchObject({ ok: false, code: 'denied' });
    const accepted = (await recordsData()).find((r) => r.state === 'aceptado')!;
    expect(await callAs(ADMIN, 'resendVerifactuRecord', { corpId: CORP, recordId: accepted.id })).toMatchObject({
      ok: false,
      code: 'verifactuNotCorrectable',
    });

    const result = await expectOk<{ recordId: string; action: string }>(ADMIN, 'resendVerifactuRecord', { corpId: CORP, recordId: rejectedId });
    expect(result.action).toBe('subsanacion');
    const records = await recordsData();
    const fix = records.find((r) => r.id === result.recordId)!;
    expect(fix).toMatchObject({ seq: 4, subsanacion: { of: rejectedId }, numSerie: 'F-2026-000002' });
    // The AEAT never held F-2: an "alta por rechazo" (S/X); S/S is for a held key (the table's test below).
    expect(fix.registro.RegistroAlta).toMatchObject({ Subsanacion: 'S', RechazoPrevio: 'X' });
    expect(records.find((r) => r.id === rejectedId)!.correctedBy).toBe(result.recordId);
    // The command sent it through the run's stand-in at once (its endpoint is this stand-in).
    expect(fix.state).toBe('aceptado');
    const invoice = (await company().collection('invoices').doc('inv-F-2026-000002').get()).data();
    expect(invoice?.verifactu).toMatchObject({ recordId: result.recordId, state: 'aceptado' });
    const log = await requests();
    expect(log[log.length - 1]!.records).toEqual([expect.objectContaining({ numSerie: 'F-2026-000002', subsanacion: 'S' })]);
    // Corrected once: a second correction of the same record is refused.
    expect(await callAs(ADMIN, 'resendVerifactuRecord', { corpId: CORP, recordId: rejectedId })).toMatchObject({
      ok: false,
      code: 'verifactuNotCorrectable',
    });
    expect(await verifyCompanyChains(db, CORP)).toMatchObject({ chains: [{ ok: true, count: 4 }] });
  }, 60_000);
});

describe('verifyVerifactuChain', () => {
  it('names the first broken link: one cent changed, a record removed from the middle, a record removed from the end', async () => {
    const ids = await issue(5);
    expect(await expectOk(ADMIN, 'verifyVerifactuChain', { corpId: CORP })).toEqual({ chains: [{ nif: NIF, ok: true, count: 5, broken: null }] });
    expect(await callAs(USER, 'verifyVerifactuChain', { corpId: CORP })).toMatchObject({ ok: false, code: 'denied' });

    const third = company().collection('verifactuRecords').doc(ids[2]!);
    const original = (await third.get()).data()!;
    const total = original.registro.RegistroAlta.ImporteTotal as string;
    const oneCentMore = (Math.round(Number(total) * 100) + 1) / 100;
    await third.update({ 'registro.RegistroAlta.ImporteTotal': oneCentMore.toFixed(2) });
    expect(await verifyCompanyChains(db, CORP)).toMatchObject({
      chains: [{ ok: false, count: 2, broken: { recordId: ids[2], seq: 3, code: 'huella', message: expect.stringContaining('huella') } }],
    });

    // The script says the same, with exit code 1.
    const script = spawnSync('node', ['scripts/verify-chain.mjs', CORP], { encoding: 'utf8', env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID } });
    expect(script.status, script.stderr).toBe(1);
    expect(script.stdout).toContain(`NIF ${NIF}: CADENA ROTA en el registro ${ids[2]} (nº 3), tras 2 registros correctos`);

    await third.set(original);
    const intact = spawnSync('node', ['scripts/verify-chain.mjs', CORP], { encoding: 'utf8', env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID } });
    expect([intact.status, intact.stdout.trim()]).toEqual([0, `${CORP} · NIF ${NIF}: cadena íntegra, 5 registros`]);
    await company().collection('verifactuRecords').doc(ids[1]!).delete();
    expect(await verifyCompanyChains(db, CORP)).toMatchObject({ chains: [{ ok: false, broken: { recordId: ids[2], code: 'sequence' } }] });

    await db.recursiveDelete(company().collection('verifactuRecords'));
    await company().collection('verifactuChains').doc(NIF).delete();
    const again = await issue(5);
    await company().collection('verifactuRecords').doc(again[4]!).delete();
    expect(await verifyCompanyChains(db, CORP)).toMatchObject({ chains: [{ ok: false, count: 4, broken: { code: 'head', seq: 5 } }] });
  }, 60_000);
});

describe('exportVerifactuXml and getVerifactuStatus', () => {
  it('exports the chosen records as a document the AEAT schema accepts; the status names the stand-in and no certificate', async () => {
    const ids = await issue(3);
    const { xml, fileName } = await expectOk<{ xml: string; fileName: string }>(ADMIN, 'exportVerifactuXml', {
      corpId: CORP,
      recordIds: [ids[2], ids[0]],
    });
    expect(fileName).toBe(`verifactu-${NIF}-1-3.xml`);
    expect(xml.indexOf('F-2026-000001')).toBeLessThan(xml.indexOf('F-2026-000003'));
    expect(xml.match(/<sum:RegistroFactura>/g)).toHaveLength(2);
    const invoiceIds = [
      ...xml.matchAll(/<sum1:IDFactura>\s*<sum1:IDEmisorFactura>[^<]*<\/sum1:IDEmisorFactura>\s*<sum1:NumSerieFactura>([^<]*)</g),
    ].map((m) => m[1]);
    expect(invoiceIds).toEqual(['F-2026-000001', 'F-2026-000003']);
    const lint = spawnSync('xmllint', ['--noout', '--schema', resolve(process.cwd(), 'tests/fixtures/verifactu/SuministroLR.xsd'), '-'], {
      input: xml,
      encoding: 'utf8',
    });
    expect(lint.status, lint.stderr).toBe(0);
    expect(await callAs(ADMIN, 'exportVerifactuXml', { corpId: CORP, recordIds: ['../../users/x'] })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await callAs(USER, 'exportVerifactuXml', { corpId: CORP, recordIds: [ids[0]] })).toMatchObject({ ok: false, code: 'denied' });

    const status = await expectOk<Record<string, any>>(ADMIN, 'getVerifactuStatus', { corpId: CORP });
    expect(status).toMatchObject({
      environment: 'test',
      standin: true,
      certificate: { loaded: false, validTo: null },
      senders: [{ nif: NIF, pending: 3, lastSentAt: null }],
    });
    expect(status.endpointHost).toBe(new URL(endpoint()).host);
  }, 60_000);
});

describe('one bad record never holds back the rest', () => {
  it('a record with a refused character is not sent, gets its own reason, and its subsanación (S/X, text cleaned) is accepted', async () => {
    const ids = await issue(3);
    // A text stored before such characters were refused: in the invoice and in its record.
    const dirty = 'Tornillo\u0001 M6';
    await company().collection('verifactuRecords').doc(ids[1]!).update({ 'registro.RegistroAlta.DescripcionOperacion': dirty });
    const invoice = await invoiceOf('F-2026-000002');
    await company()
      .collection('invoices')
      .doc('inv-F-2026-000002')
      .update({ lines: (invoice.lines as Record<string, unknown>[]).map((l) => ({ ...l, description: dirty })) });

    const result = await send();
    expect(result).toMatchObject({ sent: 2, accepted: 2, notSent: 1, error: null });
    expect((await requests()).map((r) => r.records.map((x) => x.numSerie))).toEqual([['F-2026-000001', 'F-2026-000003']]);
    const blocked = await recordOf(ids[1]!);
    expect(blocked).toMatchObject({
      state: 'rechazado',
      aeat: { code: null, csv: null, notSent: { reason: 'unsafeText', field: 'RegistroAlta.DescripcionOperacion' } },
    });
    expect(blocked.aeat.message).toMatch(/^No enviado a la AEAT/);
    expect((await invoiceOf('F-2026-000002')).verifactu).toMatchObject({ state: 'rechazado', message: expect.stringMatching(/^No enviado/) });
    expect((await invoiceOf('F-2026-000001')).verifactu).toMatchObject({ state: 'aceptado', held: true });

    const fix = await expectOk<{ recordId: string; action: string }>(ADMIN, 'resendVerifactuRecord', { corpId: CORP, recordId: ids[1] });
    expect(fix.action).toBe('subsanacion');
    const fixed = await recordOf(fix.recordId);
    expect(fixed.registro.RegistroAlta).toMatchObject({ Subsanacion: 'S', RechazoPrevio: 'X', DescripcionOperacion: 'Tornillo M6' });
    expect(fixed.state).toBe('aceptado');
    expect((await invoiceOf('F-2026-000002')).verifactu).toMatchObject({ recordId: fix.recordId, state: 'aceptado', held: true });
    const log = await requests();
    expect(log[log.length - 1]!.records).toEqual([expect.objectContaining({ numSerie: 'F-2026-000002', subsanacion: 'S', rechazoPrevio: 'X' })]);
  }, 60_000);

  it('a Fault for a request of several records is isolated by halves, each after the AEAT wait; the culprit alone is refused with the Fault', async () => {
    const ids = await issue(5);
    // Passes our check, breaks the schema: only the AEAT finds it (a Fault 4102 for the whole request).
    await company().collection('verifactuRecords').doc(ids[2]!).update({ 'registro.RegistroAlta.CuotaTotal': 'veintiuno' });

    const first = await send();
    expect(first).toMatchObject({ sent: 5, accepted: 0, rejected: 0 });
    expect(first.error).toMatch(/^Codigo\[4102\]/);
    expect(first.nextSendAt).toEqual(at(60));
    expect((await senderDoc())?.isolating).toEqual([{ ids: ids.slice(0, 3) }, { ids: ids.slice(3) }]);
    expect((await recordsData()).every((r) => r.state === 'pendiente')).toBe(true);
    // The AEAT's wait holds between the halves too.
    clock = at(59);
    expect(await send()).toMatchObject({ sent: 0, skipped: 'waiting' });
    clock = at(1);
    const second = await send(); // [1,2,3] → [1,2], [3]
    expect(second).toMatchObject({ sent: 3, accepted: 0 });
    expect(second.error).toMatch(/^Codigo\[4102\]/);
    clock = at(60);
    expect(await send()).toMatchObject({ sent: 2, accepted: 2 });
    clock = at(60);
    expect(await send()).toMatchObject({ sent: 1, rejected: 1 });
    clock = at(60);
    expect(await send()).toMatchObject({ sent: 2, accepted: 2 });
    clock = at(60);
    expect(await send()).toMatchObject({ sent: 0, skipped: 'nothingPending' });

    // Five requests: the whole (Fault), [1,2,3] (Fault), [1,2], [3] (Fault), [4,5].
    expect((await requests()).map((r) => r.status)).toEqual([500, 500, 200, 500, 200]);
    const records = await recordsData();
    expect(records.map((r) => r.state)).toEqual(['aceptado', 'aceptado', 'rechazado', 'aceptado', 'aceptado']);
    expect(records[2]).toMatchObject({ aeat: { code: 4102, fault: true, csv: null } });
    expect(records[2]!.aeat.message).toMatch(/esquema/i);
    expect((await senderDoc())?.isolating).toEqual([]);
    expect((await stored()).map((r) => r.numSerie).sort()).toEqual(['F-2026-000001', 'F-2026-000002', 'F-2026-000004', 'F-2026-000005']);
  }, 90_000);
});

describe('flow control: the AEAT wait and our backoff', () => {
  it('kept apart: "Enviar ahora" skips the backoff after a failure, never the AEAT wait', async () => {
    await issue(2);
    expect(await send()).toMatchObject({ sent: 2, accepted: 2 });
    expect((await senderDoc())?.aeatWaitUntil.toDate()).toEqual(at(60));
    await issue(1, 3);
    clock = at(60);
    await control({ failNext: [{ status: 503 }] });
    expect((await send()).error).toMatch(/HTTP 503/);
    const afterFailure = await senderDoc();
    expect(afterFailure?.retryAt.toDate()).toEqual(at(60));
    expect(afterFailure?.aeatWaitUntil.toDate()).toEqual(at(0)); // the AEAT's wait is untouched by our failure
    clock = at(1);
    expect(await send()).toMatchObject({ sent: 0, skipped: 'waiting' });
    expect(await sendChain(db, CORP, NIF, deps(), { ignoreBackoff: true })).toMatchObject({ sent: 1, accepted: 1 });
    // Right after an answer the AEAT's wait runs: clearing the backoff does not skip it.
    await issue(1, 4);
    expect(await sendChain(db, CORP, NIF, deps(), { ignoreBackoff: true })).toMatchObject({ sent: 0, skipped: 'waiting' });
  }, 60_000);

  it('"Reenviar" on a pending record clears the backoff, never the AEAT wait (commands, real clock)', async () => {
    const [id] = await issue(1);
    const waitUntil = new Date(Date.now() + 10 * 60_000);
    const retryAt = new Date(Date.now() + 30 * 60_000);
    await company().collection('verifactuSenders').doc(NIF).set({ nif: NIF, aeatWaitUntil: waitUntil, retryAt, attempts: 3, inFlight: null });
    expect(await expectOk(ADMIN, 'resendVerifactuRecord', { corpId: CORP, recordId: id })).toMatchObject({ action: 'queued' });
    const sender = await senderDoc();
    expect([sender?.retryAt, sender?.attempts, sender?.aeatWaitUntil.toDate()]).toEqual([null, 0, waitUntil]);
    expect((await recordOf(id!)).state).toBe('pendiente');
    expect(await expectOk(ADMIN, 'sendVerifactuRecords', { corpId: CORP })).toMatchObject({ sent: 0, skipped: 'waiting' });
    expect((await requests()).length).toBe(0);
    const status = await expectOk<Record<string, any>>(ADMIN, 'getVerifactuStatus', { corpId: CORP });
    expect(status.senders[0]).toMatchObject({
      aeatWaitUntil: waitUntil.toISOString(),
      retryAt: null,
      nextSendAt: waitUntil.toISOString(),
      pending: 1,
    });
  }, 60_000);
});

describe('late records (Incidencia)', () => {
  const incidencia = (xml: string) => /<sum1:RemisionVoluntaria>\s*<sum1:Incidencia>S<\/sum1:Incidencia>/.test(xml);
  it('late records go first in their own request with Incidencia S; on-time ones follow without it; a send that failed makes its records late', async () => {
    await issue(2); // generated at 10:00:0x
    clock = at(10 * 60);
    await issue(1, 3, () => clock);
    const bodies: string[] = [];
    expect(await send({ transport: capturing(bodies) })).toMatchObject({ sent: 2, incidencia: true });
    clock = at(60);
    expect(await send({ transport: capturing(bodies) })).toMatchObject({ sent: 1, incidencia: false });
    expect(bodies.map(incidencia)).toEqual([true, false]);
    expect((await recordsData()).map((r) => [r.state, r.aeat.incidencia ?? false])).toEqual([
      ['aceptado', true],
      ['aceptado', true],
      ['aceptado', false],
    ]);

    // Fresh, but its first send failed: late by definition.
    clock = at(60);
    await issue(1, 4, () => clock);
    await control({ failNext: [{ status: 503 }] });
    expect((await send({ transport: capturing(bodies) })).error).toMatch(/503/);
    clock = at(60);
    expect(await send({ transport: capturing(bodies) })).toMatchObject({ sent: 1, accepted: 1, incidencia: true });
    expect(bodies.map(incidencia)).toEqual([true, false, false, true]);
  }, 60_000);
});

describe('the subsanación table, end to end', () => {
  /** An answer saying the record was Incorrecto (for a rejection the stand-in cannot be told to make). */
  const rejecting =
    (numSerie: string): SenderDeps['transport'] =>
    async () => ({
      status: 200,
      body: `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><r:RespuestaRegFactuSistemaFacturacion xmlns:r="urn:r"><r:CSV>X1</r:CSV><r:TiempoEsperaEnvio>60</r:TiempoEsperaEnvio><r:EstadoEnvio>Incorrecto</r:EstadoEnvio><r:RespuestaLinea><r:IDFactura><r:IDEmisorFactura>${NIF}</r:IDEmisorFactura><r:NumSerieFactura>${numSerie}</r:NumSerieFactura><r:FechaExpedicionFactura>25-11-2026</r:FechaExpedicionFactura></r:IDFactura><r:Operacion><r:TipoOperacion>Alta</r:TipoOperacion></r:Operacion><r:EstadoRegistro>Incorrecto</r:EstadoRegistro><r:CodigoErrorRegistro>1105</r:CodigoErrorRegistro><r:DescripcionErrorRegistro>Rechazado</r:DescripcionErrorRegistro></r:RespuestaLinea></r:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`,
    });
  /** The command, after the AEAT wait of the previous command's request (it runs on the real clock and honours it). */
  const resend = async (recordId: string) => {
    await company().collection('verifactuSenders').doc(NIF).set({ aeatWaitUntil: null }, { merge: true });
    return expectOk<{ recordId: string; action: string }>(ADMIN, 'resendVerifactuRecord', { corpId: CORP, recordId });
  };
  const lastRequest = async () => (await requests()).at(-1)!.records;

  it('N/N first alta; S/N after acceptance with errors; S/X after a rejection of a key never held; S/S after a rejected subsanación of a held key', async () => {
    const ids = await issue(3);
    await control({ acceptWithErrors: { 'F-2026-000001': { code: 2005 } }, reject: { 'F-2026-000002': { code: 1105 } } });
    expect(await send()).toMatchObject({ sent: 3, accepted: 1, acceptedWithErrors: 1, rejected: 1 });
    // Row 1: a first alta carries neither field.
    expect((await requests())[0]!.records.map((r) => [r.subsanacion, r.rechazoPrevio])).toEqual(Array(3).fill([null, null]));
    expect([(await invoiceOf('F-2026-000001')).verifactu.held, (await invoiceOf('F-2026-000002')).verifactu.held]).toEqual([true, undefined]);

    // Row 2: corrects an alta accepted with errors → S/N.
    const row2 = await resend(ids[0]!);
    expect(await lastRequest()).toEqual([expect.objectContaining({ numSerie: 'F-2026-000001', subsanacion: 'S', rechazoPrevio: 'N' })]);
    expect((await recordOf(row2.recordId)).state).toBe('aceptado');

    // Row 3: alta por rechazo (the AEAT never held F-2) → S/X.
    const row3 = await resend(ids[1]!);
    expect(await lastRequest()).toEqual([expect.objectContaining({ numSerie: 'F-2026-000002', subsanacion: 'S', rechazoPrevio: 'X' })]);
    expect((await recordOf(row3.recordId)).state).toBe('aceptado');
    expect((await invoiceOf('F-2026-000002')).verifactu).toMatchObject({ state: 'aceptado', held: true });

    // Row 4: F-3 is held; a subsanación of it is rejected; its correction is S/S.
    await company().collection('verifactuRecords').doc(ids[2]!).update({ state: 'aceptado_con_errores' });
    // Keep the command's own send away, so the subsanación can be answered "Incorrecto" here.
    await company()
      .collection('verifactuSenders')
      .doc(NIF)
      .set({ inFlight: { submissionId: 'test', recordIds: [], leaseUntil: new Date(Date.now() + 60_000) } }, { merge: true });
    const sub = await resend(ids[2]!);
    expect((await recordOf(sub.recordId)).registro.RegistroAlta).toMatchObject({ Subsanacion: 'S', RechazoPrevio: 'N' });
    await company().collection('verifactuSenders').doc(NIF).set({ inFlight: null, aeatWaitUntil: null }, { merge: true });
    clock = new Date(Date.now() + 3600_000);
    expect(await send({ transport: rejecting('F-2026-000003') })).toMatchObject({ sent: 1, rejected: 1 });
    expect((await invoiceOf('F-2026-000003')).verifactu).toMatchObject({ recordId: sub.recordId, state: 'rechazado', held: true });
    const row4 = await resend(sub.recordId);
    expect((await recordOf(row4.recordId)).registro.RegistroAlta).toMatchObject({ Subsanacion: 'S', RechazoPrevio: 'S' });
    expect(await lastRequest()).toEqual([expect.objectContaining({ numSerie: 'F-2026-000003', subsanacion: 'S', rechazoPrevio: 'S' })]);
    expect((await recordOf(row4.recordId)).state).toBe('aceptado');
    expect(await verifyCompanyChains(db, CORP)).toMatchObject({ chains: [{ ok: true, count: 7 }] });
  }, 90_000);
});
