/**
 * Text of a PDF made by pdfmake (pdfkit), for end-to-end checks. pdfkit writes
 * text as hex glyph ids of embedded font subsets, in Flate-compressed content
 * streams, and gives each font a ToUnicode CMap: this inflates the streams,
 * reads each font's CMap and maps the glyphs of every Tj/TJ back to text, one
 * line per text object. Enough for pdfkit's regular output, not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const body = m[2]!;
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    let start = m.index + m[0].indexOf(body) + streamAt + 'stream'.length;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(start, start + length);
    objects.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** glyph id (hex) → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => {
    let s = '';
    for (let i = 0; i < hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return s;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1]!.toLowerCase(), utf16(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const width = m[1]!.length;
      // Ligatures map one glyph to several characters: "<0066 0069>" (with a space) is "fi".
      const targets = m[3]!.startsWith('[') ? [...m[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((t) => t[1]!.replace(/\s/g, '')) : null;
      for (let g = lo; g <= hi; g++) {
        const key = g.toString(16).padStart(width, '0');
        if (targets) map.set(key, utf16(targets[g - lo]!));
        else {
          const first = parseInt(m[3]!.slice(1, -1), 16) + (g - lo);
          map.set(key, String.fromCharCode(first));
        }
      }
    }
  }
  return map;
}

/**
 * The text of every page, in drawing order. pdfkit draws each word as its own
 * text object: words drawn on the same baseline are joined with a space, and a
 * new baseline starts a new line.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const dictOf = (ref: string | undefined) => (ref ? (objects.get(Number(ref))?.dict ?? '') : '');
  const streamOf = (ref: string | undefined) => (ref ? (objects.get(Number(ref))?.stream?.toString('latin1') ?? '') : '');
  const cmapOfFontObject = new Map<number, Map<string, string>>();
  for (const [id, obj] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(obj.dict)?.[1];
    if (toUnicode) cmapOfFontObject.set(id, parseCMap(streamOf(toUnicode)));
  }
  const lines: string[] = [];
  for (const obj of objects.values()) {
    if (!/\/Type \/Page\b/.test(obj.dict)) continue;
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(obj.dict)?.[1];
    const resources = resourcesRef ? dictOf(resourcesRef) : obj.dict;
    const fonts = new Map<string, Map<string, string>>();
    const fontBlock = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    for (const f of fontBlock.matchAll(/\/(\w+) (\d+) 0 R/g)) fonts.set(f[1]!, cmapOfFontObject.get(Number(f[2])) ?? new Map());
    const contents = /\/Contents (?:\[([^\]]*)\]|(\d+) 0 R)/.exec(obj.dict);
    const refs = (contents?.[1] ?? contents?.[2] ?? '').match(/\d+(?= 0 R)|^\d+$/g) ?? [];
    let line = '';
    let baseline: string | null = null;
    for (const ref of refs) {
      for (const bt of streamOf(ref).matchAll(/BT([\s\S]*?)ET/g)) {
        let font = new Map<string, string>();
        let text = '';
        const y = /[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) Tm/.exec(bt[1]!)?.[1] ?? null;
        for (const op of bt[1]!.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
          if (op[1]) {
            font = fonts.get(op[1]) ?? new Map();
            continue;
          }
          const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[3]!];
          for (const hex of hexes) {
            for (let i = 0; i < hex.length; i += 4) text += font.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
          }
        }
        if (baseline !== null && y === baseline) line += (line.endsWith(' ') || text.startsWith(' ') ? '' : ' ') + text;
        else {
          if (baseline !== null) lines.push(line);
          line = text;
        }
        baseline = y;
      }
    }
    if (baseline !== null) lines.push(line);
  }
  return lines
    .map((l) =>
      l
        .replace(/\u00a0/g, ' ')
        .replace(/ +/g, ' ')
        .trim(),
    )
    .join('\n');
}

/** Number of pages of the PDF. */
export function pdfPageCount(pdf: Buffer): number {
  return [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;
}
