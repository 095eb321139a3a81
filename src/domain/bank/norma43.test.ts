import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isReturnedDebit } from './movement';
import { movementIds, MOVEMENT_ID_PATTERN } from './movementId';
import { norma43Date, parseNorma43, type Norma43ErrorCode } from './norma43';
import { decodeBankFile } from './textDecoding';

const fixture = (name: string) => decodeBankFile(new Uint8Array(readFileSync(resolve(__dirname, 'fixtures', name))));

/** An 80-character record from its pieces (the tests' own small writer of the layout). */
const rec = (...parts: string[]) => parts.join('').padEnd(80, ' ');
const n = (value: number, width: number) => String(value).padStart(width, '0');
const header = (balance = 10000, key = '2') =>
  rec('11', '2100', '0418', '0200051332', '261101', '261130', key, n(balance, 14), '978', '3', 'DEMO SL');
const movement = (amount: number, key = amount < 0 ? '1' : '2', date = '261105') =>
  rec('22', '    ', '0418', date, date, '02', '012', key, n(Math.abs(amount), 14), '0000000000', 'REF1'.padEnd(12), 'REF2');
const concept = (code: string, a: string, b = '') => rec('23', code, a.padEnd(38), b);
const end = (d: [number, number], c: [number, number], final: number) =>
  rec('33', '2100', '0418', '0200051332', n(d[0], 5), n(d[1], 14), n(c[0], 5), n(c[1], 14), final < 0 ? '1' : '2', n(Math.abs(final), 14), '978');
const fileEnd = (count: number) => rec('88', '9'.repeat(18), n(count, 6));

/** A well-formed file of one account: 100,00 initial, +50,00 and −20,00. */
const GOOD = [
  header(),
  movement(5000),
  concept('01', 'TRANSFERENCIA DE CLIENTE', 'FRA F-1'),
  movement(-2000),
  end([1, 2000], [1, 5000], 13000),
  fileEnd(5),
];

describe('the sample file (fixtures/sample.n43)', () => {
  const { text, encoding } = fixture('sample.n43');
  const file = parseNorma43(text);

  it('is latin-1 and reads without errors', () => {
    expect(encoding).toBe('windows-1252');
    expect(file.errors).toEqual([]);
    expect(file.recordCount).toBe(29);
  });

  it.each([
    // accountKey, movements, initial, debits (count, cents), credits (count, cents), final
    ['210004180200051332', 10, 1234567, 6, 214760, 4, 697089, 1716896],
    ['004915002011111111', 2, -100000, 1, 3000, 1, 242000, 139000],
  ])('account %s: its totals are the sums of its movements', (key, count, initial, dCount, dCents, cCount, cCents, final) => {
    const account = file.accounts.find((a) => a.accountKey === key);
    expect(account?.movements).toHaveLength(count);
    expect(account?.initialBalanceCents).toBe(initial);
    expect(account?.end).toEqual({ debitCount: dCount, debitCents: dCents, creditCount: cCount, creditCents: cCents, finalBalanceCents: final });
    const sum = account?.movements.reduce((s, m) => s + m.amountCents, 0) ?? 0;
    expect(initial + sum).toBe(final);
  });

  it('reads the header of the first account', () => {
    const [account] = file.accounts;
    expect(account).toMatchObject({
      bankCode: '2100',
      branchCode: '0418',
      accountNumber: '0200051332',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      currency: '978',
      mode: '3',
      holderName: 'ALMACENES DEMO SL',
      line: 1,
      endLine: 22,
    });
  });

  it('reads a movement with its 23 concepts and references', () => {
    expect(file.accounts[0]?.movements[0]).toEqual({
      date: '2026-11-03',
      valueDate: '2026-11-03',
      amountCents: 121000,
      commonConcept: '02',
      ownConcept: '012',
      document: '0000000000',
      reference1: '',
      reference2: 'F2026-0012',
      concepts: ['TRANSFERENCIA DE FERRETERIA LOPEZ SL', 'CONCEPTO FACTURA F2026-0012'],
      line: 2,
    });
  });

  it('reads the devolución de recibo as a debit of concepto común 14 with both 23 records', () => {
    const returned = file.accounts[0]?.movements.filter(isReturnedDebit) ?? [];
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({
      amountCents: -12100,
      reference2: 'F2026-0030',
      concepts: ['DEVOLUCION RECIBO ADEUDO SEPA', 'BAR EL PUERTO SL', 'MOTIVO MS03 RECIBO F2026-0030'],
    });
  });

  it('reads the 24 equivalence, a value date after the operation date and latin-1 text', () => {
    const movements = file.accounts[0]?.movements ?? [];
    expect(movements[7]).toMatchObject({ date: '2026-11-25', valueDate: '2026-11-26', equivalence: { currency: '840', amountCents: 100000 } });
    expect(movements[8]?.concepts).toContain('LOGROÑO');
  });

  it('gives the same ids when parsed twice, distinct ids for the two identical commissions', () => {
    const again = parseNorma43(fixture('sample.n43').text);
    for (const [i, account] of file.accounts.entries()) {
      const ids = movementIds(account.accountKey, account.movements);
      expect(movementIds(again.accounts[i]?.accountKey ?? '', again.accounts[i]?.movements ?? [])).toEqual(ids);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(MOVEMENT_ID_PATTERN);
    }
    const [first, second] = file.accounts[0]?.movements.slice(4, 6) ?? [];
    expect(first).toEqual({ ...second, line: first?.line });
  });
});

describe('a file whose 33 credit total is wrong (fixtures/broken-total.n43)', () => {
  it('is refused with creditTotal on the 33 line, the figures stated and computed', () => {
    const file = parseNorma43(fixture('broken-total.n43').text);
    expect(file.errors).toEqual([{ code: 'creditTotal', line: 22, stated: 697189, computed: 697089 }]);
    expect(file.accounts[0]?.movements).toHaveLength(10);
  });
});

describe('parseNorma43', () => {
  it.each([
    ['LF line ends', GOOD.join('\n')],
    ['CRLF line ends and a final CRLF', `${GOOD.join('\r\n')}\r\n`],
    ['trailing blanks cut by an editor', GOOD.map((r) => r.trimEnd()).join('\n')],
    ['a byte-order mark, blank lines and a DOS ^Z', `\uFEFF${GOOD.join('\r\n')}\r\n\r\n\u001a`],
    ['a 00 file header (not counted)', [rec('00', '2100', '261201'), ...GOOD].join('\n')],
    ['an 88 that counts itself (some banks)', [...GOOD.slice(0, -1), fileEnd(6)].join('\n')],
  ])('reads a good file with %s', (_name, text) => {
    const file = parseNorma43(text);
    expect(file.errors).toEqual([]);
    expect(file.accounts[0]?.movements.map((m) => m.amountCents)).toEqual([5000, -2000]);
    expect(file.accounts[0]?.movements[0]?.concepts).toEqual(['TRANSFERENCIA DE CLIENTE', 'FRA F-1']);
  });

  it('reads a debit initial balance as negative', () => {
    const text = [header(10000, '1'), movement(5000), end([0, 0], [1, 5000], -5000), fileEnd(3)].join('\n');
    const file = parseNorma43(text);
    expect(file.errors).toEqual([]);
    expect(file.accounts[0]?.initialBalanceCents).toBe(-10000);
  });

  const replaced = (index: number, record: string) => GOOD.map((r, i) => (i === index ? record : r));
  const cases: [string, string[], Norma43ErrorCode, number][] = [
    ['a debit count off by one', replaced(4, end([2, 2000], [1, 5000], 13000)), 'debitCount', 5],
    ['a debit total off by a cent', replaced(4, end([1, 2001], [1, 5000], 12999)), 'debitTotal', 5],
    ['a credit count off by one', replaced(4, end([1, 2000], [0, 5000], 13000)), 'creditCount', 5],
    ['a final balance that does not add up', replaced(4, end([1, 2000], [1, 5000], 13100)), 'finalBalance', 5],
    ['a wrong 88 count', replaced(5, fileEnd(9)), 'recordCount', 6],
    ['no 88', GOOD.slice(0, -1), 'missingEnd', 6],
    ['a record after the 88', [...GOOD, movement(1)], 'afterEnd', 7],
    ['an unknown record code', replaced(2, rec('27', 'X')), 'unknownRecord', 3],
    ['a record of 81 characters', replaced(2, `${concept('01', 'A')}X`), 'recordLength', 3],
    ['an impossible date', replaced(1, movement(5000, '2', '261131')), 'date', 2],
    ['an amount with a blank in it', replaced(1, movement(5000).slice(0, 30) + ' ' + movement(5000).slice(31)), 'number', 2],
    ['a debit/credit key of 3', replaced(1, movement(5000, '3')), 'debitCreditKey', 2],
    ['a 23 with data code 06', replaced(2, concept('06', 'A')), 'conceptCode', 3],
    ['a 23 with the same code twice', [...GOOD.slice(0, 3), concept('01', 'B'), ...GOOD.slice(3)], 'conceptCode', 4],
    ['a 23 right after the 11', [GOOD[0] ?? '', concept('01', 'A'), ...GOOD.slice(1)], 'orphanComplement', 2],
    ['a 22 before any 11', [movement(1), ...GOOD], 'outOfPlace', 1],
    ['a 33 for another account', replaced(4, end([1, 2000], [1, 5000], 13000).replace('0200051332', '0200051333')), 'accountMismatch', 5],
    ['an 11 never closed', [...GOOD.slice(0, 4), GOOD[5] ?? ''], 'accountNotClosed', 1],
  ];
  it.each(cases)('refuses %s', (_name, records, code, line) => {
    const file = parseNorma43(records.join('\n'));
    expect(file.errors).toContainEqual(expect.objectContaining({ code, line }));
  });

  it('reports an unreadable 33 once, not also as an account never closed', () => {
    const bad = end([1, 2000], [1, 5000], 13000);
    const file = parseNorma43(replaced(4, `${bad.slice(0, 30)}X${bad.slice(31)}`).join('\n'));
    expect(file.errors).toEqual([{ code: 'number', line: 5 }]);
    expect(file.accounts[0]?.end).toBeNull();
  });

  it('does not repeat a record error as total errors', () => {
    const file = parseNorma43(replaced(1, movement(5000, '2', '261131')).join('\n'));
    expect(file.errors.map((e) => e.code)).toEqual(['date']);
  });

  it.each([
    ['', 'empty'],
    ['\r\n\r\n', 'empty'],
  ])('answers %j with %s', (text, code) => {
    expect(parseNorma43(text).errors).toEqual([{ code, line: 1 }]);
  });
});

describe('norma43Date', () => {
  it.each([
    ['261130', '2026-11-30'],
    ['000101', '2000-01-01'],
    ['991231', '1999-12-31'],
    ['280229', '2028-02-29'],
    ['270229', null],
    ['261301', null],
    ['26113', null],
    ['      ', null],
  ])('%j → %j', (text, iso) => expect(norma43Date(text)).toBe(iso));
});
