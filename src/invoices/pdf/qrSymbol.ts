/**
 * The QR tributario's modules, drawn the same way in the PDF and on screen.
 * Encoded with `qr` (ISO/IEC 18004) at QR_SPEC's error-correction level.
 * pdfmake's own `qr` node rounds each module down to whole points, which
 * leaves a URL of 41 or 57 modules below 30 mm or above 40 mm; an SVG path
 * with one user unit per module scales to exactly QR_SPEC.sizeMm.
 */
import encodeQR, { type ErrorCorrection } from 'qr';
import { QR_SPEC } from '../../domain/verifactu/qr';

const ECC: Record<'L' | 'M' | 'Q' | 'H', ErrorCorrection> = { L: 'low', M: 'medium', Q: 'quartile', H: 'high' };

/** ISO/IEC 18004 asks for a light margin of four modules around the symbol. */
export const QUIET_ZONE_MODULES = 4;

export interface QrSymbol {
  /** Modules per side, without the quiet zone. */
  modules: number;
  /** One closed sub-path per run of dark modules in a row, in module units. */
  path: string;
}

/** The symbol's modules, row by row (true = dark), without any quiet zone. */
export function qrModules(text: string): boolean[][] {
  // `qr` insists on a border of at least one module; it is sliced off so that the quiet zone is the
  // drawing's own margin and the symbol alone measures QR_SPEC.sizeMm.
  return encodeQR(text, 'raw', { ecc: ECC[QR_SPEC.errorCorrectionLevel], border: 1 })
    .slice(1, -1)
    .map((row) => row.slice(1, -1));
}

export function qrSymbol(text: string): QrSymbol {
  const rows = qrModules(text);
  const runs: string[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const width = x - start + 1;
      runs.push(`M${start} ${y}h${width}v1h-${width}z`);
    }
  });
  return { modules: rows.length, path: runs.join('') };
}

/** 1 mm in PDF points. */
export const MM = 72 / 25.4;

/** The symbol as a standalone SVG document, `sizePt` wide (for pdfmake's `svg` node). */
export function qrSvg(symbol: QrSymbol, sizePt: number): string {
  const n = symbol.modules;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePt}" height="${sizePt}" viewBox="0 0 ${n} ${n}"><path fill="#000000" d="${symbol.path}"/></svg>`;
}
