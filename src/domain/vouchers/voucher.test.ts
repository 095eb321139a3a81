import { describe, expect, it } from 'vitest';
import {
  formatVoucherCode,
  normalizeVoucherCode,
  VOUCHER_ALPHABET,
  voucherCodeFrom,
  voucherExpiresOn,
  voucherFromStored,
  voucherRefusal,
  voucherSplit,
  type Voucher,
} from './voucher';
import { applyEvent, emptyTotals, ticketEvent } from '../till/tillModel';

const v = (balanceCents: number, expiresOn = '2027-03-01'): Voucher => ({
  code: 'ABCDEFGH23',
  amountCents: 2500,
  balanceCents,
  expiresOn,
  invoiceId: 'r1',
  numberText: 'R-1',
});

describe('what a vale pays of a ticket', () => {
  it.each([
    ['vale above the total: pays it all, nothing left', 2500, 1000, 1000, 0],
    ['vale equal to the total', 1000, 1000, 1000, 0],
    ['vale below the total: the rest by the method', 1500, 2000, 1500, 500],
    ['vale of one cent', 1, 999, 1, 998],
    ['a spent vale pays nothing', 0, 1000, 0, 1000],
  ])('%s', (_what, balance, total, voucherCents, restCents) => {
    expect(voucherSplit(balance, total)).toEqual({ voucherCents, restCents });
  });
});

describe('whether a vale can pay', () => {
  it.each([
    ['unknown', null, '2026-06-01', 'voucherUnknown'],
    ['valid', v(100), '2026-06-01', null],
    ['valid on its last day', v(100, '2026-06-01'), '2026-06-01', null],
    ['expired the day after', v(100, '2026-06-01'), '2026-06-02', 'voucherExpired'],
    ['spent', v(0), '2026-06-01', 'voucherSpent'],
    ['expired and spent says expired', v(0, '2026-01-01'), '2026-06-01', 'voucherExpired'],
  ] as const)('%s', (_what, voucher, today, why) => {
    expect(voucherRefusal(voucher, today)).toBe(why);
  });
});

describe('expiry: one year by default', () => {
  it.each([
    ['2026-03-15', '2027-03-15'],
    ['2028-02-29', '2029-02-28'],
    ['2026-12-31', '2027-12-31'],
  ])('issued %s expires %s', (issued, expires) => {
    expect(voucherExpiresOn(issued)).toBe(expires);
  });
});

describe('codes', () => {
  it('are 10 symbols of the alphabet without look-alikes, uniformly from random bytes', () => {
    let i = 0;
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => i++ % 256);
    const code = voucherCodeFrom(bytes);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(VOUCHER_ALPHABET).not.toMatch(/[01ILO]/);
  });
  it('skips the bytes that would bias the choice (≥ 248)', () => {
    const code = voucherCodeFrom((n) => Uint8Array.from({ length: n }, (_, k) => (k % 2 ? 255 : 0)));
    expect(code).toBe('AAAAAAAAAA');
  });
  it.each([
    ['abcd-efgh-23', 'ABCDEFGH23'],
    ['ABCD EFGH 23', 'ABCDEFGH23'],
    ['ABCDEFGH2', null],
    ['ABCDEFGH0O', null],
    ['ABCDEFGH23\n', null],
    ['ABCDEFGH23\u0000', null],
    ['../ABCDEFGH', null],
    [12345, null],
  ])('%j reads as %j', (raw, code) => {
    expect(normalizeVoucherCode(raw)).toBe(code);
  });
  it('prints grouped by four', () => {
    expect(formatVoucherCode('ABCDEFGH23')).toBe('ABCD-EFGH-23');
  });
});

describe('a stored vale', () => {
  it('reads whole cents and an ISO expiry, anything else as unknown', () => {
    expect(voucherFromStored('C', { amountCents: 100, balanceCents: 50, expiresOn: '2027-01-01' })).toMatchObject({ balanceCents: 50 });
    expect(voucherFromStored('C', { amountCents: 100, balanceCents: 50.5, expiresOn: '2027-01-01' })).toBeNull();
    expect(voucherFromStored('C', { amountCents: 100, balanceCents: -1, expiresOn: '2027-01-01' })).toBeNull();
    expect(voucherFromStored('C', { amountCents: 100, balanceCents: 50 })).toBeNull();
    expect(voucherFromStored('C', undefined)).toBeNull();
  });
});

describe('the till counts what a vale paid under vale, never as cash', () => {
  const ticket = (counterPayment: Record<string, unknown>, totalCents: number, type = 'ordinaria') =>
    applyEvent(emptyTotals(), ticketEvent({ counterPayment, totalCents, numberText: 'T-1', type })!);
  it.each([
    ['vale covers all, cash 0', { method: 'efectivo', voucherCents: 1000 }, 1000, 'ordinaria', 0, 1000, 0],
    ['vale + cash with change', { method: 'efectivo', voucherCents: 1500 }, 2000, 'ordinaria', 500, 1500, 0],
    ['vale + card', { method: 'tarjeta', voucherCents: 2500 }, 4000, 'ordinaria', 0, 2500, 1500],
    ['refund onto a vale moves no cash', { method: 'efectivo', voucherCents: -2500 }, -2500, 'rectificativa', 0, -2500, 0],
  ])('%s', (_what, paid, total, type, cash, vale, card) => {
    const t = ticket(paid, total, type);
    expect(t.cashSalesCents - t.cashRefundsCents).toBe(cash);
    expect(t.byMethod.efectivo).toBe(cash);
    expect(t.byMethod.vale).toBe(vale);
    expect(t.byMethod.tarjeta).toBe(card);
  });
});
