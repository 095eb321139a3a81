import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyChain } from './chain';
import { VerifactuError } from './errors';
import type { RegistroFactura } from './types';
import { issueSlotOf, planIssue, type IssueFacts } from '../invoices/invoicePlans';
import { testContent, testCorporation, testLine } from '../invoices/invoiceFixtures.test-data';
import type { InvoiceLine } from '../invoices/invoiceModel';
import { aeatHolds, chainHeadOf, planAlta, planAnulacion, recordDocId, sinRegistroPrevioOf } from './verifactuPlan';
import { regFactuXml } from './xml';

const SYSTEM = {
  producerName: 'Almacena Software S.L.',
  producerNif: 'B86561412',
  version: '0.1.0',
  installationNumber: 'demo-almacena',
  multipleOT: true,
};
const corporation = testCorporation({ iban: '' });
const client = {
  name: 'Cliente Uno S.L.',
  nif: 'B12345674',
  paymentTermsDays: 30,
  recargoEquivalencia: false,
  irpfRate: 0,
  inUse: true,
  country: 'España',
  countryCode: 'ES',
  idType: '',
};
const line = (quantity: number, unitPriceCents: number, extra: Partial<InvoiceLine> = {}): InvoiceLine =>
  testLine({ quantity, unitPriceCents, ...extra });
const content = testContent;
const NOW = new Date('2026-11-25T10:00:00Z');
function issued(n: number, extra: Partial<IssueFacts> = {}) {
  const slot = issueSlotOf(corporation, 'output', 'ordinaria', NOW);
  if ('ok' in slot) throw new Error('slot');
  const plan = planIssue({
    invoiceId: `inv${n}`,
    uid: 'u1',
    slot,
    content: content(),
    existing: undefined,
    party: client,
    sources: [],
    original: null,
    family: [],
    vendorKeyTaken: false,
    counter: { next: n },
    summary: undefined,
    ...extra,
  });
  if (!plan.ok) throw new Error(plan.code);
  return plan.invoice;
}

describe('planAlta', () => {
  it('starts the chain with PrimerRegistro, then chains each record to the previous huella; the chain verifies', () => {
    const first = planAlta('inv1', issued(1), undefined, NOW, SYSTEM);
    const second = planAlta('inv2', issued(2), first.head, new Date(NOW.getTime() + 1000), SYSTEM);
    expect(first.recordId).toBe('B86561412-000000000001');
    expect(second.recordId).toBe(recordDocId('B86561412', 2));
    expect(first.record).toMatchObject({
      seq: 1,
      type: 'alta',
      invoiceId: 'inv1',
      numSerie: 'F-2026-000001',
      fechaExpedicion: '25-11-2026',
      previousHuella: null,
      state: 'pendiente',
    });
    expect((first.record.registro as RegistroFactura & { RegistroAlta: { Encadenamiento: unknown } }).RegistroAlta.Encadenamiento).toEqual({
      PrimerRegistro: 'S',
    });
    expect(second.record.previousHuella).toBe(first.record.huella);
    expect(second.head).toMatchObject({
      seq: 2,
      lastRecordId: second.recordId,
      last: { NumSerieFactura: 'F-2026-000002', Huella: second.record.huella },
    });
    expect(second.invoiceFields).toEqual({ verifactu: { recordId: second.recordId, huella: second.record.huella, state: 'pendiente' } });
    expect(verifyChain([first.record.registro, second.record.registro] as RegistroFactura[])).toEqual({ ok: true, count: 2 });
  });

  it('records ImporteTotal as base + cuotas even when IRPF is withheld', () => {
    const invoice = issued(1, { content: content({ irpfRate: 15, lines: [line(1, 10000)] }), party: { ...client, irpfRate: 15 } });
    const registro = planAlta('inv1', invoice, undefined, NOW, SYSTEM).record.registro as {
      RegistroAlta: { ImporteTotal: string; CuotaTotal: string };
    };
    expect([registro.RegistroAlta.CuotaTotal, registro.RegistroAlta.ImporteTotal]).toEqual(['21.00', '121.00']);
  });

  it('refuses an invoice that cannot make a valid record (no issuer NIF)', () => {
    expect(() => planAlta('inv1', { ...issued(1), issuer: { legalName: 'X', nif: '' } }, undefined, NOW, SYSTEM)).toThrow(VerifactuError);
  });

  it.each([[undefined], [{}], [{ seq: 1.5, last: {} }], [{ seq: 3 }]])('reads a missing or broken head %j as an empty chain', (d) => {
    expect(chainHeadOf(d as Record<string, unknown> | undefined)).toEqual({ seq: 0, last: null });
  });
});

describe('planAnulacion', () => {
  it('chains the anulación after the alta; SinRegistroPrevio goes right after IDFactura and the document validates', () => {
    const invoice = issued(1);
    const alta = planAlta('inv1', invoice, undefined, NOW, SYSTEM);
    const plain = planAnulacion('inv1', invoice, alta.head, new Date('2026-11-25T10:05:00Z'), SYSTEM, { sinRegistroPrevio: false });
    expect(plain.record).toMatchObject({
      seq: 2,
      type: 'anulacion',
      invoiceId: 'inv1',
      numSerie: 'F-2026-000001',
      previousHuella: alta.record.huella,
      state: 'pendiente',
    });
    expect(plain.invoiceFields).toEqual({ verifactuAnulacion: { recordId: plain.recordId, huella: plain.record.huella, state: 'pendiente' } });
    expect(verifyChain([alta.record.registro, plain.record.registro] as RegistroFactura[])).toEqual({ ok: true, count: 2 });
    expect(Object.keys((plain.record.registro as { RegistroAnulacion: object }).RegistroAnulacion)).not.toContain('SinRegistroPrevio');

    const without = planAnulacion('inv1', invoice, alta.head, new Date('2026-11-25T10:05:00Z'), SYSTEM, { sinRegistroPrevio: true });
    const registro = without.record.registro as { RegistroAnulacion: Record<string, unknown> };
    expect(Object.keys(registro.RegistroAnulacion).slice(0, 3)).toEqual(['IDVersion', 'IDFactura', 'SinRegistroPrevio']);
    // The huella does not cover SinRegistroPrevio: same instant, same huella.
    expect(without.record.huella).toBe(plain.record.huella);
    const xml = regFactuXml({ NombreRazon: 'Empresa S.L.', NIF: 'B86561412' }, [alta.record.registro, without.record.registro] as RegistroFactura[]);
    const lint = spawnSync('xmllint', ['--noout', '--schema', resolve(process.cwd(), 'tests/fixtures/verifactu/SuministroLR.xsd'), '-'], {
      input: xml,
      encoding: 'utf8',
    });
    expect(lint.status, lint.stderr).toBe(0);
  });
});

describe('subsanaciones (the table) and whether the AEAT holds the key', () => {
  const alta = (plan: ReturnType<typeof planAlta>) => (plan.record.registro as { RegistroAlta: Record<string, unknown> }).RegistroAlta;
  it.each([
    ['a first alta: neither field (N/N)', undefined, undefined, undefined],
    ['corrects an alta accepted with errors: S/N', { of: 'X-1', rechazoPrevio: 'N' as const, held: true }, 'S', 'N'],
    ['alta por rechazo, key never held: S/X', { of: 'X-1', rechazoPrevio: 'X' as const, held: false }, 'S', 'X'],
    ['after a rejected subsanación of a held key: S/S', { of: 'X-1', rechazoPrevio: 'S' as const, held: true }, 'S', 'S'],
  ])('%s', (_name, subsanacion, s, r) => {
    const plan = planAlta('inv1', issued(1), undefined, NOW, SYSTEM, subsanacion);
    expect([alta(plan).Subsanacion, alta(plan).RechazoPrevio]).toEqual([s, r]);
    // Right after NombreRazonEmisor (the XSD's order), and the document validates.
    if (s) expect(Object.keys(alta(plan)).slice(2, 5)).toEqual(['NombreRazonEmisor', 'Subsanacion', 'RechazoPrevio']);
    const lint = spawnSync('xmllint', ['--noout', '--schema', resolve(process.cwd(), 'tests/fixtures/verifactu/SuministroLR.xsd'), '-'], {
      input: regFactuXml({ NombreRazon: 'Empresa S.L.', NIF: 'B86561412' }, [plan.record.registro as RegistroFactura]),
      encoding: 'utf8',
    });
    expect(lint.status, lint.stderr).toBe(0);
    expect(plan.record.subsanacion).toEqual(subsanacion ? { of: 'X-1' } : undefined);
  });

  it('carries `held` into the new mirror, so a correction does not forget the AEAT has the key', () => {
    const held = planAlta('inv1', issued(1), undefined, NOW, SYSTEM, { of: 'X-1', rechazoPrevio: 'S', held: true });
    expect(held.invoiceFields.verifactu).toMatchObject({ state: 'pendiente', held: true });
    const notHeld = planAlta('inv1', issued(1), undefined, NOW, SYSTEM, { of: 'X-1', rechazoPrevio: 'X', held: false });
    expect(notHeld.invoiceFields.verifactu).not.toHaveProperty('held');
  });

  it('builds a subsanación from an invoice whose text holds a refused character, without it', () => {
    const invoice = issued(1);
    const dirty = { ...invoice, lines: (invoice.lines as { description: string }[]).map((l) => ({ ...l, description: `Torn\u0001illo` })) };
    const plan = planAlta('inv1', dirty, undefined, NOW, SYSTEM, { of: 'X-1', rechazoPrevio: 'X', held: false });
    expect(alta(plan).DescripcionOperacion).toBe('Tornillo');
  });

  it.each([
    ['no mirror', undefined, false, false],
    ['pending alta', { recordId: 'x', state: 'pendiente' }, false, false],
    ['accepted (older invoice, no held)', { recordId: 'x', state: 'aceptado' }, true, false],
    ['accepted with errors (older invoice)', { recordId: 'x', state: 'aceptado_con_errores' }, true, false],
    ['rejected, never held', { recordId: 'x', state: 'rechazado' }, false, true],
    ['rejected subsanación of a held key', { recordId: 'x', state: 'rechazado', held: true }, true, false],
    ['new alta pending after a rejection of a held key', { recordId: 'x', state: 'pendiente', held: true }, true, false],
    ['held false said outright', { recordId: 'x', state: 'aceptado', held: false }, false, true],
  ])('%s: held %s, SinRegistroPrevio %s', (_name, verifactu, held, sinRegistroPrevio) => {
    expect(aeatHolds({ verifactu })).toBe(held);
    expect(sinRegistroPrevioOf({ verifactu })).toBe(sinRegistroPrevio);
  });
});
