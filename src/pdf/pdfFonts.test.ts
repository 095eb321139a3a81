// @vitest-environment node
/**
 * The engine embeds only a Latin subset of Roboto (scripts/pdf-engine/build.mjs, FONT_CHARACTERS):
 * every character the app's own PDF texts and formats print must be in it.
 */
import { describe, expect, it } from 'vitest';
import { formatEuros, formatPercent } from '../domain/money';
import { formatQuantity } from '../domain/quantity';
import { TAX_CAUSE_REASONS } from '../domain/tax';
import { QR_SPEC } from '../domain/verifactu/qr';
import { PDF_TEXT, RECTIFICATION_CODE_LABEL } from '../invoices/messages';
import { invoiceDocument } from '../invoices/pdf/invoiceDocument';
import { issued, line } from '../invoices/pdf/testInvoice';
import { addToBookTotals, bookRows, emptyBookTotals } from '../reports/invoiceBook';
import { BOOK_TEXT, REPORT_TEXT } from '../reports/messages';
import { PURCHASES, SALES } from '../reports/reportFixtures.test-data';
import { bookDocument } from '../reports/pdf/bookDocument';
import { missingCharacters } from './engine/pdfEngine.js';

/** Every string in a catalogue or document definition; functions are called with placeholder arguments. */
function stringsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return stringsOf((node as (...args: string[]) => unknown)('1', '1', '1'));
  if (Array.isArray(node)) return node.flatMap(stringsOf);
  if (node && typeof node === 'object') return Object.values(node).flatMap(stringsOf);
  return [];
}

describe('the PDF fonts', () => {
  it('draw every character of the invoice and book PDFs, their legends and formatted figures', () => {
    const invoice = issued([line(1, { description: 'Tornillo', quantity: 1234.5, unitPriceCents: 123456789, discountPct: 12.5 })], {
      irpfRate: 15,
      recargoEquivalencia: true,
      notes: 'Observación',
    });
    const range = { from: '2026-01-01', to: '2026-06-30' };
    const book = (kind: 'output' | 'input', invoices: typeof SALES) =>
      bookDocument({
        kind,
        company: { name: 'Demo', nif: 'B86561412' },
        range,
        rows: invoices.flatMap(bookRows),
        totals: invoices.map(bookRows).reduce(addToBookTotals, emptyBookTotals()),
      });
    const doc = invoiceDocument(invoice, 'test');
    const texts = [
      ...stringsOf([PDF_TEXT, BOOK_TEXT, REPORT_TEXT.period, RECTIFICATION_CODE_LABEL, TAX_CAUSE_REASONS, QR_SPEC.label, QR_SPEC.legend]),
      ...stringsOf([doc.content, (doc.header as (page: number) => unknown)(2), (doc.footer as (page: number, count: number) => unknown)(2, 3)]),
      ...stringsOf([book('output', SALES).content, book('input', PURCHASES).content]),
      formatEuros(-123456789),
      formatPercent(5.25),
      formatQuantity(-1234.567),
    ];
    expect(missingCharacters(texts.join(''))).toEqual([]);
  });

  it('cover Spanish and the rest of Latin Europe, and tell which characters they lack', () => {
    expect(missingCharacters('¿Año? ¡Sí! Ñandú, pingüino, nº 1.ª, 1·2×3 — «cita» “cita” ‘x’ … 10 € ‰ Łódź Český Kraków Şişli Țară Ærø l·l')).toEqual(
      [],
    );
    expect(missingCharacters('Ωмега 東京')).toEqual(['Ω', 'м', 'е', 'г', 'а', '東', '京']);
  });
});
