import { describe, expect, it } from 'vitest';
import { validateEmail, validatePhone } from './contact';

describe('validateEmail', () => {
  it.each([
    ['ana@example.es', { ok: true, value: 'ana@example.es' }],
    ['  Compras.Norte+1@peña-sl.com ', { ok: true, value: 'Compras.Norte+1@peña-sl.com' }],
    ['a@b.co.uk', { ok: true, value: 'a@b.co.uk' }],
    ['', { ok: false, code: 'empty' }],
    ['ana', { ok: false, code: 'format' }],
    ['ana@example', { ok: false, code: 'format' }],
    ['ana@@example.es', { ok: false, code: 'format' }],
    ['ana maria@example.es', { ok: false, code: 'format' }],
    ['ana@example..es', { ok: false, code: 'format' }],
    ['ana@example.e', { ok: false, code: 'format' }],
    [`${'a'.repeat(250)}@b.es`, { ok: false, code: 'tooLong' }],
  ])('%j → %j', (input, expected) => {
    expect(validateEmail(input)).toEqual(expected);
  });
});

describe('validatePhone', () => {
  it.each([
    ['600123456', { ok: true, value: '600123456' }],
    [' 91  123 45 67 ', { ok: true, value: '91 123 45 67' }],
    ['+34 600 123 456', { ok: true, value: '+34 600 123 456' }],
    ['+44 20 7946 0958', { ok: true, value: '+44 20 7946 0958' }],
    ['', { ok: false, code: 'empty' }],
    ['600-123-456', { ok: false, code: 'format' }],
    ['(91) 1234567', { ok: false, code: 'format' }],
    ['34+600123456', { ok: false, code: 'format' }],
    ['tel 600123456', { ok: false, code: 'format' }],
    ['60012345', { ok: false, code: 'length' }],
    ['+1234567890123456', { ok: false, code: 'length' }],
  ])('%j → %j', (input, expected) => {
    expect(validatePhone(input)).toEqual(expected);
  });
});
