import { describe, expect, it } from 'vitest';
import {
  equalShares,
  equalTerms,
  firstTermDays,
  isTermsMethod,
  parsePaymentDays,
  parseTermDays,
  singleTerm,
  termDaysText,
  termsError,
  termsOfStored,
  termsToStored,
  TERMS_ERRORS,
  type PaymentTerms,
  type TermsError,
} from './terms';

const valid: PaymentTerms = equalTerms([30, 60, 90], 'domiciliacion', [5, 20]);
const terms = (over: Partial<PaymentTerms>): PaymentTerms => ({ ...valid, ...over });
const inst = (days: unknown, percentBasisPoints: unknown) => ({ days, percentBasisPoints }) as { days: number; percentBasisPoints: number };

describe('termsError', () => {
  it.each<[string, PaymentTerms, TermsError | null]>([
    ['30/60/90 by direct debit on the 5th and 20th', valid, null],
    ['one instalment at sight', singleTerm(0), null],
    ['twelve monthly instalments', equalTerms([30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360]), null],
    ['365 days and three payment days', terms({ instalments: [inst(365, 10_000)], paymentDays: [1, 15, 31] }), null],
    ['two instalments on the same day', terms({ instalments: [inst(30, 5000), inst(30, 5000)] }), null],
    ['no instalments', terms({ instalments: [] }), 'noInstalments'],
    ['instalments that are no list', terms({ instalments: 'x' as unknown as [] }), 'noInstalments'],
    ['13 instalments', terms({ instalments: [...equalTerms(Array(12).fill(30)).instalments, inst(30, 1)] }), 'tooManyInstalments'],
    ['negative days', terms({ instalments: [inst(-1, 10_000)] }), 'days'],
    ['366 days', terms({ instalments: [inst(366, 10_000)] }), 'days'],
    ['days as a double', terms({ instalments: [inst(30.5, 10_000)] }), 'days'],
    ['days as a string', terms({ instalments: [inst('30', 10_000)] }), 'days'],
    ['days NaN', terms({ instalments: [inst(NaN, 10_000)] }), 'days'],
    ['a null instalment', terms({ instalments: [null as unknown as { days: number; percentBasisPoints: number }] }), 'days'],
    ['days going down', terms({ instalments: [inst(60, 5000), inst(30, 5000)] }), 'daysOrder'],
    ['a share of 0', terms({ instalments: [inst(30, 0), inst(60, 10_000)] }), 'percent'],
    ['a share above 100 %', terms({ instalments: [inst(30, 10_001)] }), 'percent'],
    ['a share as a double', terms({ instalments: [inst(30, 3333.3), inst(60, 6666.7)] }), 'percent'],
    ['shares adding to 99,99 %', terms({ instalments: [inst(30, 5000), inst(60, 4999)] }), 'percentSum'],
    ['shares adding to 100,01 %', terms({ instalments: [inst(30, 5000), inst(60, 5001)] }), 'percentSum'],
    ['payment day 0', terms({ paymentDays: [0] }), 'paymentDays'],
    ['payment day 32', terms({ paymentDays: [32] }), 'paymentDays'],
    ['payment day 5.5', terms({ paymentDays: [5.5] }), 'paymentDays'],
    ['payment days that are no list', terms({ paymentDays: '5' as unknown as number[] }), 'paymentDays'],
    ['four payment days', terms({ paymentDays: [1, 10, 20, 30] }), 'tooManyPaymentDays'],
    ['an unknown method', terms({ method: 'cheque' as never }), 'method'],
    ['a method with a control character', terms({ method: 'transferencia\u0000' as never }), 'method'],
  ])('%s → %s', (_, t, code) => {
    expect(termsError(t)).toBe(code);
  });

  it('has a case above for every code', () => {
    expect(TERMS_ERRORS).toHaveLength(9);
  });
});

describe('equalShares, equalTerms, singleTerm', () => {
  it.each([1, 2, 3, 6, 7, 12])('%i equal shares add up to 100 %% and differ by the rest only', (n) => {
    const shares = equalShares(n);
    expect(shares).toHaveLength(n);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(new Set(shares.slice(0, -1)).size).toBeLessThanOrEqual(1);
  });

  it('3 shares are 33,33 % / 33,33 % / 33,34 %', () => {
    expect(equalShares(3)).toEqual([3333, 3333, 3334]);
  });

  it('builds valid terms', () => {
    expect(termsError(equalTerms([0, 30]))).toBeNull();
    expect(singleTerm(45)).toEqual({ instalments: [{ days: 45, percentBasisPoints: 10_000 }], paymentDays: [], method: 'transferencia' });
    expect(firstTermDays(valid)).toBe(30);
    expect(firstTermDays({ ...valid, instalments: [] })).toBe(0);
    expect(termDaysText(valid)).toBe('30/60/90');
    expect(isTermsMethod('bizum')).toBe(true);
    expect(isTermsMethod('compensacion')).toBe(false);
  });
});

describe('termsOfStored', () => {
  const stored = termsToStored(valid);

  it.each<[string, Record<string, unknown> | null | undefined, PaymentTerms]>([
    ['valid stored terms', { paymentTerms: stored, paymentTermsDays: 30 }, valid],
    [
      'valid terms with extra fields in an instalment',
      { paymentTerms: { ...stored, instalments: [{ days: 0, percentBasisPoints: 10_000, x: 1 }] } },
      { ...valid, instalments: [{ days: 0, percentBasisPoints: 10_000 }] },
    ],
    ['a legacy party (paymentTermsDays only)', { name: 'X', paymentTermsDays: 60 }, singleTerm(60)],
    ['a legacy party at sight', { paymentTermsDays: 0 }, singleTerm(0)],
    ['nothing at all', {}, singleTerm(0)],
    ['no document', undefined, singleTerm(0)],
    ['a null document', null, singleTerm(0)],
    ['legacy days as a double', { paymentTermsDays: 30.5 }, singleTerm(0)],
    ['legacy days as a string', { paymentTermsDays: '30' }, singleTerm(0)],
    ['legacy days NaN', { paymentTermsDays: NaN }, singleTerm(0)],
    ['legacy days above 365', { paymentTermsDays: 400 }, singleTerm(0)],
    ['legacy days below 0', { paymentTermsDays: -30 }, singleTerm(0)],
    [
      'terms with days as doubles fall back to the legacy days',
      { paymentTerms: { ...stored, instalments: [{ days: 30.5, percentBasisPoints: 10_000 }] }, paymentTermsDays: 45 },
      singleTerm(45),
    ],
    [
      'terms with shares as strings',
      { paymentTerms: { ...stored, instalments: [{ days: 30, percentBasisPoints: '10000' }] }, paymentTermsDays: 45 },
      singleTerm(45),
    ],
    ['terms with NaN days', { paymentTerms: { ...stored, instalments: [{ days: NaN, percentBasisPoints: 10_000 }] } }, singleTerm(0)],
    ['terms with a null instalment', { paymentTerms: { ...stored, instalments: [null] }, paymentTermsDays: 15 }, singleTerm(15)],
    ['terms with an instalment that is a string', { paymentTerms: { ...stored, instalments: ['30'] }, paymentTermsDays: 15 }, singleTerm(15)],
    [
      'terms without payment days',
      { paymentTerms: { instalments: stored.instalments, method: 'transferencia' }, paymentTermsDays: 15 },
      singleTerm(15),
    ],
    ['terms without instalments', { paymentTerms: { paymentDays: [], method: 'transferencia' }, paymentTermsDays: 15 }, singleTerm(15)],
    ['terms without a method', { paymentTerms: { instalments: stored.instalments, paymentDays: [] }, paymentTermsDays: 15 }, singleTerm(15)],
    ['a method with a control character', { paymentTerms: { ...stored, method: 'bizum\u0007' }, paymentTermsDays: 15 }, singleTerm(15)],
    ['payment days as strings', { paymentTerms: { ...stored, paymentDays: ['5'] }, paymentTermsDays: 15 }, singleTerm(15)],
    [
      'shares not adding up',
      { paymentTerms: { ...stored, instalments: [{ days: 30, percentBasisPoints: 9999 }] }, paymentTermsDays: 15 },
      singleTerm(15),
    ],
    ['terms that are a string', { paymentTerms: '30/60', paymentTermsDays: 15 }, singleTerm(15)],
    ['terms that are a list', { paymentTerms: [1, 2], paymentTermsDays: 15 }, singleTerm(15)],
    ['terms that are null', { paymentTerms: null, paymentTermsDays: 15 }, singleTerm(15)],
  ])('%s', (_, d, expected) => {
    expect(termsOfStored(d)).toEqual(expected);
  });

  it('copies what it reads (changing the result does not change the document)', () => {
    const d = { paymentTerms: termsToStored(valid) };
    const t = termsOfStored(d);
    t.paymentDays.push(9);
    t.instalments[0].days = 1;
    expect(d.paymentTerms).toEqual(termsToStored(valid));
  });

  it('termsToStored sorts the payment days and drops repeats, and reads back', () => {
    const t = terms({ paymentDays: [20, 5, 20] });
    expect(termsToStored(t)).toEqual({ instalments: valid.instalments, paymentDays: [5, 20], method: 'domiciliacion' });
    expect(termsOfStored({ paymentTerms: termsToStored(t) })).toEqual({ ...t, paymentDays: [5, 20] });
  });
});

describe('parseTermDays', () => {
  it.each<[string, number[] | null]>([
    ['30/60/90', [30, 60, 90]],
    ['30, 60', [30, 60]],
    ['30-60-90', [30, 60, 90]],
    ['30;60', [30, 60]],
    ['  45  ', [45]],
    ['0', [0]],
    ['0/30', [0, 30]],
    ['30/30', [30, 30]],
    ['365', [365]],
    ['30 /60/ 90/', [30, 60, 90]],
    ['30/60/90/120/150/180/210/240/270/300/330/360', [30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360]],
    ['', null],
    ['   ', null],
    ['366', null],
    ['1000', null],
    ['0030', null],
    ['60/30', null],
    ['30.5', null],
    ['30,5', null],
    ['treinta', null],
    ['30/x', null],
    ['3e1', null],
    ['٣٠', null],
    ['30\u0000', null],
    ['0/30/60/90/120/150/180/210/240/270/300/330/360', null],
  ])('%j → %j', (text, expected) => {
    expect(parseTermDays(text)).toEqual(expected);
  });
});

describe('parsePaymentDays', () => {
  it.each<[string, number[] | null]>([
    ['', []],
    ['  ', []],
    ['5', [5]],
    ['5, 20', [5, 20]],
    ['20/5', [5, 20]],
    ['5,5', [5]],
    ['1 15 31', [1, 15, 31]],
    ['0', null],
    ['32', null],
    ['5.5', null],
    ['005', null],
    ['x', null],
    ['1,10,20,30', null],
    ['5\u0007', null],
  ])('%j → %j', (text, expected) => {
    expect(parsePaymentDays(text)).toEqual(expected);
  });
});
