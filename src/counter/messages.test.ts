import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, TRANSPORT_KINDS } from '../domain/commands';
import { InvoiceError, invoiceErrorOfCommand } from '../invoices/invoiceErrors';
import { clientMissingMessage, COUNTER_TEXT, lineProblemMessage, SALE_FAILURES, saleErrorMessage } from './messages';

describe('saleErrorMessage', () => {
  it.each([
    ['a shortage, naming the products', new InvoiceError('shortage', 'Tornillo M8, Cable'), /^No hay stock suficiente de «Tornillo M8, Cable»\./],
    ['the limit', new InvoiceError('simplifiedOverLimit', '400,00 €'), /^Una factura simplificada no puede superar «400,00 €»/],
    ['cash short', new InvoiceError('tenderedShort'), /^Lo entregado no cubre el total\. No se ha cobrado nada\.$/],
    ['a product gone', new InvoiceError('unknownProduct', 'p1'), /^Algún producto de las líneas ya no existe/],
    ['offline', new InvoiceError('offline'), /^Sin conexión/],
    ['anything else', new Error('boom'), /^No se ha podido completar la operación\./],
  ])('%s', (_name, error, expected) => {
    expect(saleErrorMessage(error)).toMatch(expected);
  });
});

describe('the counter messages', () => {
  it.each([
    [COUNTER_TEXT.unknownCode('ZZ9'), 'No hay ningún producto con el código ZZ9.'],
    [COUNTER_TEXT.overLimit(40_000), 'Una factura simplificada no puede superar 400,00\u00a0€: emite una factura completa.'],
    [COUNTER_TEXT.overLimit(300_000), 'Una factura simplificada no puede superar 3.000,00\u00a0€: emite una factura completa.'],
    [COUNTER_TEXT.changeToGive(350), 'Cambio: 3,50\u00a0€'],
    [COUNTER_TEXT.sold('T-2026-000001'), 'Ticket T-2026-000001'],
    [
      clientMissingMessage('taxId'),
      'Este cliente no tiene NIF: una factura simplificada cualificada lo necesita. Añádelo en su ficha o vende sin cliente.',
    ],
    [lineProblemMessage('quantityZero'), 'La cantidad no puede ser cero.'],
  ])('%s', (message, expected) => {
    expect(message).toBe(expected);
  });
});

describe('every sellAtCounter code of the command contract has its Spanish text', () => {
  const generic = 'No se ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.';
  const failure = (code: string) =>
    invoiceErrorOfCommand(Object.assign(new Error(code), { name: 'CommandFailure', code, details: { code, detail: 'p1' } }));

  it('lists every code the contract gives sellAtCounter', () => {
    expect([...SALE_FAILURES].sort()).toEqual([...COMMANDS.sellAtCounter.refusals, ...TRANSPORT_KINDS].sort());
  });

  it.each(SALE_FAILURES.map((code) => [code]))('%s', (code) => {
    const text = saleErrorMessage(failure(code));
    expect(text.trim().length).toBeGreaterThan(20);
    expect(text).not.toBe(generic);
  });

  it('an unknown code says the generic text', () => {
    expect(saleErrorMessage(failure('somethingNew'))).toBe(generic);
  });
});

describe('the counter hints name no product code', () => {
  // A hint showing «3*T8» named a code the company may not have; the example is generic.
  it.each([
    ['scanHelp', COUNTER_TEXT.scanHelp],
    ['badQuantity', COUNTER_TEXT.badQuantity],
  ])('%s shows «3*código»', (_name, text) => {
    expect(text).toContain('«3*código»');
    expect(text).not.toMatch(/\d\*[A-Z0-9]/);
  });
});

describe('one term for the invoice a simplificada cannot be', () => {
  // The Reglamento says «factura completa u ordinaria»; the UI says «factura completa» everywhere.
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('no screen or message under src/ says «factura ordinaria»', () => {
    const offenders = sources('src').filter((path) => /factura(s)? ordinaria/i.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the counter offers a «Nueva factura completa» above the limit', () => {
    expect(COUNTER_TEXT.ordinaryInvoice).toBe('Nueva factura completa');
    expect(COUNTER_TEXT.overLimit(40_000)).toMatch(/emite una factura completa\.$/);
  });
});
