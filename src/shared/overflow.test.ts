import { describe, expect, it } from 'vitest';
import { overflows } from './overflow';

describe('overflows', () => {
  it.each([
    ['fits exactly', 600, 600, 300, 300, false],
    ['one pixel wider still scrolls', 601, 600, 300, 300, true],
    ['wider than the box', 900, 360, 300, 300, true],
    ['taller than the box (CSV preview with a max height)', 600, 600, 1200, 400, true],
    ['smaller than the box', 200, 600, 100, 300, false],
  ])('%s', (_name, scrollWidth, clientWidth, scrollHeight, clientHeight, expected) => {
    expect(overflows({ scrollWidth, clientWidth, scrollHeight, clientHeight })).toBe(expected);
  });
});
