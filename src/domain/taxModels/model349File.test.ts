import { describe, expect, it } from 'vitest';
import { MODEL_349_RECORD_LENGTH, model349File, model349HeaderRecord, model349OperatorRecord, type Model349Declarant } from './model349File';
import type { Model349Declaration, Model349Record } from './types';

/** 1-based design position and length → the slice of the record. */
function at(record: string, from: number, length: number): string {
  return record.slice(from - 1, from - 1 + length);
}

const who: Model349Declarant = {
  taxId: 'B12345678',
  name: 'Almacenes Núñez, S.L.',
  contactPhone: '912345678',
  contactName: 'Núñez Pérez, Ana',
  statementType: 'N',
  declarationNumber: '3490000000001',
  previousNumber: null,
  legalRepresentativeTaxId: '12345678Z',
};

const sale: Model349Record = {
  countryCode: 'FR',
  vatNumber: '12345678901',
  name: 'Société Générale',
  key: 'E',
  baseCents: 1234567,
  rectification: null,
};
const fix: Model349Record = {
  countryCode: 'DE',
  vatNumber: '123456789',
  name: 'Müller GmbH',
  key: 'S',
  baseCents: 0,
  rectification: { year: 2026, period: '1T', correctedBaseCents: 50000, previouslyDeclaredCents: 75000 },
};

const declaration: Model349Declaration = {
  model: '349',
  year: 2026,
  period: '2T',
  records: [sale, fix],
  operatorCount: 1,
  totalBaseCents: 1234567,
  rectificationCount: 1,
  totalRectifiedCents: 50000,
};

describe('349 type 1 record (OCA aeat_export_mod349_data.xml)', () => {
  const r = model349HeaderRecord(declaration, who);
  it.each([
    [1, 1, '1'],
    [2, 3, '349'],
    [5, 4, '2026'],
    [9, 9, 'B12345678'],
    [18, 40, 'ALMACENES NUÑEZ, S.L.'.padEnd(40)],
    [58, 1, 'T'],
    [59, 9, '912345678'],
    [68, 40, 'NUÑEZ PEREZ, ANA'.padEnd(40)],
    [108, 13, '3490000000001'],
    [121, 2, '  '],
    [123, 13, '0000000000000'],
    [136, 2, '2T'],
    [138, 9, '000000001'],
    [147, 15, '000000001234567'],
    [162, 9, '000000001'],
    [171, 15, '000000000050000'],
    [186, 1, ' '],
    [187, 204, ' '.repeat(204)],
    [391, 9, '12345678Z'],
    [400, 88, ' '.repeat(88)],
    [488, 13, ' '.repeat(13)],
  ])('positions %i–(+%i) hold %j', (from, length, expected) => {
    expect(at(r, from, length)).toBe(expected);
  });
  it('is 500 long', () => expect(r).toHaveLength(MODEL_349_RECORD_LENGTH));
  it('marks a complementaria at 121 and a sustitutiva at 122', () => {
    expect(at(model349HeaderRecord(declaration, { ...who, statementType: 'C', previousNumber: '3490000000000' }), 121, 2)).toBe('C ');
    expect(at(model349HeaderRecord(declaration, { ...who, statementType: 'S', previousNumber: '3490000000000' }), 121, 15)).toBe(' S3490000000000');
  });
});

describe('349 type 2 record of an operation (OCA aeat_export_mod349_partner_data.xml)', () => {
  const r = model349OperatorRecord(2026, 'B12345678', sale);
  it.each([
    [1, 1, '2'],
    [2, 3, '349'],
    [5, 4, '2026'],
    [9, 9, 'B12345678'],
    [18, 58, ' '.repeat(58)],
    [76, 17, 'FR12345678901    '],
    [93, 40, 'SOCIETE GENERALE'.padEnd(40)],
    [133, 1, 'E'],
    [134, 13, '0000001234567'],
    [147, 354, ' '.repeat(354)],
  ])('positions %i–(+%i) hold %j', (from, length, expected) => {
    expect(at(r, from, length)).toBe(expected);
  });
  it('is 500 long', () => expect(r).toHaveLength(500));
});

describe('349 type 2 record of a rectification (OCA aeat_export_mod349_partner_refund_data.xml)', () => {
  const r = model349OperatorRecord(2026, 'B12345678', fix);
  it.each([
    [76, 17, 'DE123456789      '],
    [93, 40, 'MULLER GMBH'.padEnd(40)],
    [133, 1, 'S'],
    [134, 13, ' '.repeat(13)],
    [147, 4, '2026'],
    [151, 2, '1T'],
    [153, 13, '0000000050000'],
    [166, 13, '0000000075000'],
    [179, 322, ' '.repeat(322)],
  ])('positions %i–(+%i) hold %j', (from, length, expected) => {
    expect(at(r, from, length)).toBe(expected);
  });
  it('is 500 long', () => expect(r).toHaveLength(500));
});

describe('model349File', () => {
  it('writes the header and one record per line, CRLF-terminated', () => {
    const file = model349File(declaration, who);
    const lines = file.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines.slice(0, 3).map((l) => l[0])).toEqual(['1', '2', '2']);
    expect(lines.slice(0, 3).every((l) => l.length === 500)).toBe(true);
  });
});
