import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyChain } from '../domain/verifactu/chain';
import { VerifactuError } from '../domain/verifactu/errors';
import type { RegistroFactura } from '../domain/verifactu/types';
import { issueSlotOf, planIssue, type IssueFacts } from './invoicePlans';
import { testContent, testCorporation, testLine } from './invoiceFixtures.test-data';
import type { InvoiceLine } from './invoiceModel';
import { chainHeadOf, planAlta, planAnulacion, recordDocId } from './verifactuPlan';
import { regFactuXml } from '../domain/verifactu/xml';

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
