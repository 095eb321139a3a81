import encodeQR from 'qr';
import { describe, expect, it } from 'vitest';
import { qrModules, qrSvg, qrSymbol } from './qrSymbol';

const URL = 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=FV-2026-000124&fecha=05-03-2026&importe=1234.56';

/**
 * The error-correction level written in a symbol's format information (ISO/IEC 18004 §7.9: 15 bits
 * beside the top-left finder pattern, masked with 101010000010010; the two high bits are the
 * level, L 01, M 00, Q 11, H 10).
 */
function eccLevelOf(m: boolean[][]): string {
  const cells: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5, 7, 8].map((row): [number, number] => [row, 8]),
    [8, 7],
    ...[5, 4, 3, 2, 1, 0].map((col): [number, number] => [8, col]),
  ];
  const bits = cells.reduce((acc, [row, col], i) => acc | (Number(m[row]![col]) << i), 0) ^ 0b101010000010010;
  return ['M', 'L', 'H', 'Q'][bits >> 13]!;
}

describe('qrSymbol', () => {
  it('encodes at error-correction level M (the reader tells L from M)', () => {
    expect(eccLevelOf(qrModules(URL))).toBe('M');
    const low = encodeQR(URL, 'raw', { ecc: 'low', border: 1 })
      .slice(1, -1)
      .map((r) => r.slice(1, -1));
    expect(eccLevelOf(low)).toBe('L');
  });

  it('draws every dark module, and only those, as a path in module units', () => {
    const modules = qrModules(URL);
    const symbol = qrSymbol(URL);
    expect(symbol.modules).toBe(modules.length);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
    // Version 7 (45 modules) holds these 119 bytes at level M; the finder patterns sit at three corners.
    expect(symbol.modules).toBe(45);
    const painted = modules.map((row) => row.map(() => false));
    for (const [, x, y, w] of symbol.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let i = 0; i < Number(w); i++) painted[Number(y)]![Number(x) + i] = true;
    }
    expect(painted).toEqual(modules);
    expect(qrSvg(symbol, 99.2)).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="99.2" height="99.2" viewBox="0 0 45 45"><path fill="#000000" d="M/,
    );
  });
});
