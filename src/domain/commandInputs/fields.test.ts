import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { finite, foldedReason, id, idOrNull, integer, objectOrEmpty, parseInput, text, textOr, withDefault } from './fields';

const schema = z.object({
  name: text(5),
  notes: textOr('', 20, 'multiline'),
  ref: idOrNull(),
  owner: id(),
  count: integer(),
  ratio: withDefault(finite(), 0),
});
const good = { name: 'abc', notes: 'a\nb', ref: null, owner: 'u1', count: 3, ratio: 1.5 };

describe('parseInput over the command fields', () => {
  it('gives the typed value, with what was left out read as its default', () => {
    expect(parseInput(schema, { name: 'abc', owner: 'u1', count: 3 }, 'data')).toEqual({
      ok: true,
      value: { name: 'abc', notes: '', ref: null, owner: 'u1', count: 3, ratio: 0 },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a text over its length', { name: 'abcdef' }, 'name'],
    ['a text that is a number', { name: 5 }, 'name'],
    ['U+0001 in a text', { name: 'a\u0001' }, 'name:unsafeText'],
    ['a line break in a single-line text', { name: 'a\nb' }, 'name:unsafeText'],
    ['U+0000 in a multiline text', { notes: 'a\u0000' }, 'notes:unsafeText'],
    ['an id with a slash', { owner: 'a/b' }, 'owner'],
    ['an empty id', { owner: '' }, 'owner'],
    ['an id "."', { owner: '.' }, 'owner'],
    ['an id "..", nullable', { ref: '..' }, 'ref'],
    ['a reserved id __x__', { owner: '__x__' }, 'owner'],
    ['an id of 129 characters', { owner: 'a'.repeat(129) }, 'owner'],
    ['a double where an integer goes', { count: 10.5 }, 'count'],
    ['2^53 where an integer goes', { count: 2 ** 53 }, 'count'],
    ['NaN', { count: Number.NaN }, 'count'],
    ['Infinity in a finite number', { ratio: Number.POSITIVE_INFINITY }, 'ratio'],
    ['-Infinity in a finite number', { ratio: Number.NEGATIVE_INFINITY }, 'ratio'],
    ['a number as text', { count: '3' }, 'count'],
    ['an object where a text goes', { name: { toString: 'x' } }, 'name'],
    ['a list where a number goes', { count: [3] }, 'count'],
  ])('refuses %s, naming the field', (_what, extra, detail) => {
    expect(parseInput(schema, { ...good, ...extra }, 'data')).toEqual({ ok: false, detail });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a list', [good]],
    ['a text', 'x'],
    ['a number', 1],
  ])('refuses %s as the whole input, naming the root', (_what, raw) => {
    expect(parseInput(schema, raw, 'data')).toEqual({ ok: false, detail: 'data' });
  });

  it('puts the root before the path when asked (payment.paidDate)', () => {
    expect(parseInput(schema, { ...good, count: 'x' }, 'data', true)).toEqual({ ok: false, detail: 'data.count' });
  });

  it('takes 2^53 − 1 and -(2^53 − 1) as integers', () => {
    expect(parseInput(schema, { ...good, count: 2 ** 53 - 1 }, 'data').ok).toBe(true);
    expect(parseInput(schema, { ...good, count: -(2 ** 53 - 1) }, 'data').ok).toBe(true);
  });
});

describe('foldedReason', () => {
  const reason = foldedReason(3, 10);
  it.each<[unknown, string | null]>([
    ['  Error  de\n precio', null],
    ['Abc', 'Abc'],
    [' Ab ', null],
    ['A  b', 'A b'],
    ['x'.repeat(10), 'x'.repeat(10)],
    ['x'.repeat(11), null],
    ['Err\u0001or', null],
    [42, null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    const parsed = reason.safeParse(raw);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });
});

describe('objectOrEmpty', () => {
  const schema = z.object({ payment: objectOrEmpty(z.object({ method: z.enum(['efectivo']) })) });
  it.each<[unknown, string]>([
    [null, 'payment.method'],
    ['efectivo', 'payment.method'],
    [['efectivo'], 'payment.method'],
    [{ method: 'cheque' }, 'payment.method'],
  ])('names the first field of %j', (payment, detail) => {
    expect(parseInput(schema, { payment }, 'data')).toEqual({ ok: false, detail });
  });
});
