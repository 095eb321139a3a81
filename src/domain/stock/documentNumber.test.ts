import { describe, expect, it } from 'vitest';
import { documentNumberFor } from './documentNumber';

describe('documentNumberFor', () => {
  it.each([
    ['an entrada', 'input', 'uidAbc1774180000000', 'E-MN1OYPDS'],
    ['a salida', 'output', 'uidAbc1774180000000', 'S-MN1OYPDS'],
    ['a later salida sorts after', 'output', 'uidAbc1774180000001', 'S-MN1OYPDT'],
    ['a uid ending in digits does not change the number', 'input', 'uid991774180000000', 'E-MN1OYPDS'],
    ['an id without milliseconds keeps its tail', 'input', 'seed-doc-000123', 'E-C-000123'],
  ] as const)('%s', (_name, kind, id, expected) => {
    expect(documentNumberFor(kind, id)).toBe(expected);
  });
});
