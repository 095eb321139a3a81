/**
 * The ESC/POS bytes of an 80 mm ticket, from the receipt's content model (receiptContent.ts, the
 * one the PDF lays out too), encoded by @point-of-sale/receipt-printer-encoder. Pure (no device,
 * no DOM): the logo comes in already decoded to pixels (logoImage.ts does it in the browser).
 *
 * Settings (docs/DECISIONS.md "Direct ticket printing (issue 29)"): ESC/POS, 48 columns of Font A
 * (576 dots on 80 mm paper), code page CP858 (PC858 Multilingual with the euro sign, ESC t 19 on
 * Epson and compatibles) fixed for the whole ticket, so ñ, á, º and € print with no code page
 * switching; characters CP858 lacks print as '?'. The QR tributario is the printer's own QR (GS ( k,
 * model 2, level M as the AEAT asks, 6 dots per module: a cotejo URL of ~45 modules is ~34 mm at
 * 203 dpi, inside the 30–40 mm the order asks). The drawer kick is ESC p 0 (pin 2, 100 ms / 500 ms).
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { ReceiptContent } from '../../invoices/pdf/receiptContent';

export const TICKET_COLUMNS = 48;

export const ENCODER_OPTIONS = {
  language: 'esc-pos',
  columns: TICKET_COLUMNS,
  codepageMapping: 'epson',
  errors: 'relaxed',
  feedBeforeCut: 4,
} as const;

export const TICKET_CODEPAGE = 'cp858';
export const QR_OPTIONS = { model: 2, size: 6, errorlevel: 'm' } as const;

/** Pixels of a logo, RGBA, width a multiple of 8 (ImageData's shape). */
export interface LogoPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface EscposOptions {
  /** Open the cash drawer (ESC p) with the ticket. */
  drawerKick?: boolean;
  logo?: LogoPixels | null;
}

type Encoder = ReceiptPrinterEncoder;

const newEncoder = (): Encoder => new ReceiptPrinterEncoder({ ...ENCODER_OPTIONS });

/** Words of `text` in lines of at most `width` characters (a longer word is cut). */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let w = word;
    while (w.length > width) {
      if (current) out.push(current);
      current = '';
      out.push(w.slice(0, width));
      w = w.slice(width);
    }
    if (!current) current = w;
    else if (current.length + 1 + w.length <= width) current += ` ${w}`;
    else {
      out.push(current);
      current = w;
    }
  }
  if (current) out.push(current);
  return out.length > 0 ? out : [''];
}

/** A label at the left and an amount at the right, in `width` columns; a long label wraps above. */
export function columns(left: string, right: string, width = TICKET_COLUMNS): string[] {
  const room = width - right.length - 1;
  const lines = wrap(left, Math.max(room, 8));
  const last = lines[lines.length - 1]!;
  if (last.length <= room) lines[lines.length - 1] = last + ' '.repeat(width - last.length - right.length) + right;
  else lines.push(' '.repeat(Math.max(width - right.length, 0)) + right);
  return lines;
}

const rule = (e: Encoder) => e.align('left').line('-'.repeat(TICKET_COLUMNS));

function centred(e: Encoder, texts: string[], width = TICKET_COLUMNS) {
  e.align('center');
  for (const t of texts) for (const l of wrap(t, width)) e.line(l);
  e.align('left');
}

/** Every text of the content with no-break spaces (formatEuros' "14,18\u00a0€") as plain spaces: one width, one glyph on any printer. */
function plainSpaces<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/[\u00a0\u202f]/g, ' ') as T;
  if (Array.isArray(value)) return value.map(plainSpaces) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainSpaces(v)])) as T;
  return value;
}

/** The ticket's bytes: the same blocks, in the same order, as the PDF receipt. */
export function escposTicket(content: ReceiptContent, options: EscposOptions = {}): Uint8Array {
  // The logo (a data URL) is not printed from the content: it comes decoded in options.logo.
  const c = plainSpaces({ ...content, logo: '' });
  const e = newEncoder().initialize().codepage(TICKET_CODEPAGE);
  if (options.drawerKick) e.pulse();
  if (c.qrUrl) {
    e.align('center')
      .line('QR tributario:')
      .qrcode(c.qrUrl, { ...QR_OPTIONS })
      .bold(true)
      .line('VERI*FACTU')
      .bold(false)
      .align('left');
  }
  if (options.logo) e.align('center').image(options.logo, options.logo.width, options.logo.height, 'atkinson').align('left');
  if (c.tradeName) {
    e.bold(true).size(1, 2);
    centred(e, [c.tradeName], TICKET_COLUMNS);
    e.size(1, 1).bold(false);
  }
  if (c.issuer) {
    e.bold(true);
    centred(e, [c.issuer.legalName]);
    e.bold(false);
    centred(e, [c.issuer.nif, ...c.issuer.lines, ...(c.issuer.registry ? [c.issuer.registry] : [])]);
  }
  rule(e);
  if (c.copyMark) {
    e.bold(true).size(2, 2);
    centred(e, [c.copyMark], TICKET_COLUMNS / 2);
    e.size(1, 1).bold(false);
  }
  e.bold(true);
  centred(e, [c.title]);
  e.bold(false);
  centred(e, [c.number, c.dateTime]);
  if (c.recipient) {
    e.bold(true).line(c.recipient.label).line(c.recipient.name).bold(false);
    for (const l of [c.recipient.id, ...c.recipient.lines]) for (const w of wrap(l, TICKET_COLUMNS)) e.line(w);
  }
  rule(e);
  for (const l of c.lines) {
    if (l.amount === null) {
      for (const w of columns(l.description, l.detail)) e.line(w);
    } else {
      for (const w of wrap(l.description, TICKET_COLUMNS)) e.line(w);
      for (const w of columns(`  ${l.detail}`, l.amount)) e.line(w);
    }
  }
  rule(e);
  if (c.total) {
    // Double height, normal width: the total reads from afar and keeps its 48 columns.
    e.bold(true).size(1, 2);
    for (const w of columns(c.total.label, c.total.amount)) e.line(w);
    e.size(1, 1).bold(false);
  }
  if (c.breakdown) {
    const row = (cells: readonly string[]) => cells.map((t, i) => (i === 0 ? t.padStart(20) : t.padStart(14))).join('');
    e.bold(true).line(row(c.breakdown.head)).bold(false);
    for (const r of c.breakdown.rows) e.line(row(r));
    centred(e, [c.breakdown.note]);
    rule(e);
  }
  if (c.payment) for (const [label, value] of c.payment) for (const w of columns(label, value)) e.line(w);
  for (const text of [...c.legends, ...(c.notes ? [c.notes] : [])]) {
    e.newline();
    for (const w of wrap(text, TICKET_COLUMNS)) e.line(w);
  }
  if (c.footer.length > 0) {
    e.newline().align('center');
    for (const f of c.footer) e.line(f.slice(0, TICKET_COLUMNS));
    e.align('left');
  }
  return e.newline().cut('partial').encode();
}

/** The bytes that only open the drawer («Abrir cajón»). */
export function escposDrawerKick(): Uint8Array {
  return newEncoder().initialize().pulse().encode();
}

/** A short test ticket: the accents and the euro sign of the chosen code page, and a cut. */
export function escposTestTicket(lines: string[]): Uint8Array {
  const e = newEncoder().initialize().codepage(TICKET_CODEPAGE).align('center');
  for (const l of lines) e.line(l);
  return e.newline().cut('partial').encode();
}
