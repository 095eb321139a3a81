import { describe, expect, it } from 'vitest';
import { testContent, testLine } from './invoiceFixtures.test-data';
import { invoiceContentSchema, invoiceLineSchema, paymentSchema } from './invoiceContentSchema';

// The schemas themselves (invoiceInput.test.ts covers the commands' details through parseInvoiceContent).
const line = (extra: Record<string, unknown> = {}) => ({ ...testLine(), ...extra });
const hostile: [string, unknown][] = [
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
  ['2^53 + 1', 2 ** 53 + 1],
  ['a string', '3'],
  ['an object', { value: 3 }],
  ['a list', [3]],
  ['a boolean', true],
];

describe('invoiceLineSchema', () => {
  it('stores service only on a service line', () => {
    expect(invoiceLineSchema.parse(line({ service: true }))).toMatchObject({ service: true });
    expect('service' in invoiceLineSchema.parse(line({ service: false }))).toBe(false);
    expect('service' in invoiceLineSchema.parse(line())).toBe(false);
  });

  // 2^53 + 1 is a finite number: as a quantity, discount or rate the content's bounds refuse it
  // (validateLine, amountBounds), not the schema; as cents it is no safe integer.
  it.each(hostile)('refuses %s as cents', (_what, bad) => {
    const result = invoiceLineSchema.safeParse(line({ unitPriceCents: bad }));
    expect(result.error?.issues[0]?.path).toEqual(['unitPriceCents']);
  });

  it.each(hostile.filter(([what]) => what !== '2^53 + 1'))('refuses %s as quantity, discount and VAT rate', (_what, bad) => {
    for (const field of ['quantity', 'discountPct', 'vatRate']) {
      const result = invoiceLineSchema.safeParse(line({ [field]: bad }));
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('refuses a double as cents but takes it as a quantity (2,5 kg)', () => {
    expect(invoiceLineSchema.safeParse(line({ unitPriceCents: 10.5 })).success).toBe(false);
    expect(invoiceLineSchema.safeParse(line({ quantity: 2.5 })).success).toBe(true);
  });
});

describe('invoiceContentSchema', () => {
  it('leaves the party snapshot empty whatever the browser sends', () => {
    const parsed = invoiceContentSchema.parse({ ...testContent(), party: { name: 'Forjada SL', nif: 'B00000000' } });
    expect(parsed.party).toMatchObject({ name: '', nif: '' });
  });

  it.each(hostile.filter(([, v]) => typeof v !== 'number' || !Number.isFinite(v) || !Number.isSafeInteger(v)))(
    'refuses %s as the payment terms',
    (_what, bad) => {
      expect(invoiceContentSchema.safeParse({ ...testContent(), paymentTermsDays: bad }).success).toBe(false);
    },
  );

  it('refuses 51 sources', () => {
    const sourceIds = Array.from({ length: 51 }, (_, i) => `s${i}`);
    expect(invoiceContentSchema.safeParse({ ...testContent(), sourceIds }).error?.issues[0]?.path).toEqual(['sourceIds']);
    expect(invoiceContentSchema.safeParse({ ...testContent(), sourceIds: sourceIds.slice(0, 50) }).success).toBe(true);
  });

  it('refuses notes of 2001 characters and takes 2000', () => {
    expect(invoiceContentSchema.safeParse({ ...testContent(), notes: 'x'.repeat(2001) }).success).toBe(false);
    expect(invoiceContentSchema.safeParse({ ...testContent(), notes: 'x'.repeat(2000) }).success).toBe(true);
  });
});

describe('paymentSchema', () => {
  it.each<[string, unknown, (string | number)[] | null]>([
    ['null (pending again)', null, null],
    ['a real day and a method', { paidDate: '2026-03-05', paymentMethod: 'bizum' }, null],
    ['29 February of a common year', { paidDate: '2026-02-29', paymentMethod: 'bizum' }, ['paidDate']],
    ['a method that does not exist', { paidDate: '2026-03-05', paymentMethod: 'paypal' }, ['paymentMethod']],
    ['U+0001 in the day', { paidDate: '2026-03\u0001', paymentMethod: 'bizum' }, ['paidDate']],
    ['a day as a number', { paidDate: 20260305, paymentMethod: 'bizum' }, ['paidDate']],
    ['a list', [], []],
  ])('%s', (_what, raw, path) => {
    const result = paymentSchema.safeParse(raw);
    expect(result.success).toBe(path === null);
    if (path) expect(result.error?.issues[0]?.path).toEqual(path);
  });
});
