/**
 * What the SEPA tests share: xmllint against the schemas in docs/sepa/ (skipped cleanly where
 * xmllint is not installed: Debian's libxml2-utils, which `npm test` installs), and sample
 * inputs whose data are valid (IBANs with right check digits, NIF B12345674, creditor id
 * ES11000B12345674 computed from it).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TransferInput, TransferItem } from './pain001';
import type { DirectDebitInput, DirectDebitItem } from './pain008';

export const PAIN_008_XSD = resolve(process.cwd(), 'docs/sepa/pain.008.001.02.xsd');
export const PAIN_001_XSD = resolve(process.cwd(), 'docs/sepa/pain.001.001.03.xsd');

/** True when xmllint can run here. */
export const HAS_XMLLINT = spawnSync('xmllint', ['--version'], { encoding: 'utf8' }).error === undefined;

/** xmllint's verdict on the document against a schema, and its messages. */
export function validateXml(xml: string, schema: string): { valid: boolean; output: string } {
  const run = spawnSync('xmllint', ['--noout', '--schema', schema, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint could not run (${run.error.message}): install libxml2-utils`);
  return { valid: run.status === 0, output: run.stderr };
}

/** 2026-11-29 10:15:00 in Madrid. */
export const CREATED_AT = new Date('2026-11-29T09:15:00Z');

export const COMPANY_ADDRESS = { streetName: 'Calle de Alcalá', buildingNumber: '45', postCode: '28014', townName: 'Madrid', country: 'ES' };

export function debitItem(overrides: Partial<DirectDebitItem> = {}): DirectDebitItem {
  return {
    endToEndId: 'F2026-0001-1',
    amountCents: 12150,
    mandateId: 'MANDATO-0001',
    mandateSignatureDate: '2025-01-10',
    sequenceType: 'RCUR',
    debtorName: 'Ferretería Peña e Hijos, S.L.',
    debtorIban: 'ES6000491500051234567892',
    debtorAddress: { streetName: 'Rúa do Vilar', buildingNumber: '12', postCode: '15705', townName: 'Santiago de Compostela', country: 'ES' },
    remittanceInfo: 'Factura F 2026/0001, vencimiento 1 de 2',
    collectionDate: '2026-12-05',
    ...overrides,
  };
}

export function debitInput(items: DirectDebitItem[] = [debitItem()], overrides: Partial<DirectDebitInput> = {}): DirectDebitInput {
  return {
    messageId: 'REM-2026-0001',
    createdAt: CREATED_AT,
    creditor: {
      name: 'Suministros Almacena Demo, S.L.',
      creditorId: 'ES11000B12345674',
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
      address: COMPANY_ADDRESS,
    },
    items,
    ...overrides,
  };
}

export function transferItem(overrides: Partial<TransferItem> = {}): TransferItem {
  return {
    endToEndId: 'PAGO-2026-0001',
    amountCents: 48399,
    creditorName: 'Distribuciones Ñandú & Cía, S.A.',
    creditorIban: 'ES6000491500051234567892',
    creditorAddress: { streetName: 'Avinguda Diagonal', buildingNumber: '621', postCode: '08028', townName: 'Barcelona', country: 'ES' },
    remittanceInfo: 'Sus facturas A-102 y A-107',
    executionDate: '2026-12-01',
    ...overrides,
  };
}

export function transferInput(items: TransferItem[] = [transferItem()], overrides: Partial<TransferInput> = {}): TransferInput {
  return {
    messageId: 'PAG-2026-0001',
    createdAt: CREATED_AT,
    debtor: { name: 'Suministros Almacena Demo, S.L.', taxId: 'B12345674', iban: 'ES9121000418450200051332', address: COMPANY_ADDRESS },
    items,
    ...overrides,
  };
}
