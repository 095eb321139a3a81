/**
 * sellAtCounter {corpId, lines, clientId, payment} → {id, numberText, changeCents, totalCents}: a counter
 * sale. Issues a factura simplificada (RD 1619/2012 art. 4 and 7) in its own series, paid at
 * issue, with the salida of its stocked products, in one transaction (issuing.ts). Any staff
 * member of the company may sell. The products are read first to name the lines; the
 * transaction reads them again with their stock levels. Before the transaction, one round trip
 * reads the products, the tarifas' settings (and the client's prices) and what issuing reads
 * outside its transaction, all at once (issue 32: a sale under a second). A cash sale needs the caller's open till
 * session (tillClosed otherwise); every sale adds its payment to that session when there is one.
 * `payment.voucherCode`: a vale pays min(balance, total) first, the rest by the method (issue 29).
 */
import { counterSaleContent, parseCounterSale } from '../../../src/domain/counter/counterSale';
import { madridIsoDate } from '../../../src/domain/invoiceDates';
import { counterLinePrices, readPricingHead } from './counterLinePrices';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { issueInTransaction, readIssueEarly } from './issuing';
import { companyRef } from './refusals';

export const sellAtCounter = command('sellAtCounter', async (caller, data, refuse) => {
  const parsed = parseCounterSale(data);
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { sale } = parsed;
  const ids = [...new Set(sale.lines.map((l) => l.categoryId))];
  const company = companyRef(db(), caller.corpId);
  // A ticket is a sale that (nearly always) moves stock: its early reads start now, beside the products'.
  const early = readIssueEarly(company, { sale: true, movesStock: true });
  early.catch(() => undefined); // awaited by issueInTransaction; a refusal below must not leave it unhandled
  const [snaps, pricingHead] = await Promise.all([
    db().getAll(...ids.map((id) => company.collection('categories').doc(id))),
    readPricingHead(company, sale.clientId, sale.lines),
  ]);
  const products = Object.fromEntries(snaps.map((s) => [s.id, s.exists ? s.data() : undefined]));
  // Tarifas (issue 31): the client's or the default tarifa's price of each line not priced by hand.
  const tarifaPrices = await counterLinePrices(company, pricingHead, sale.lines, products, madridIsoDate(new Date()));
  const built = counterSaleContent(sale, products, tarifaPrices);
  if (!built.ok) throw refuse('unknownProduct', { detail: String(sale.lines[built.line]!.categoryId) });
  const { voucherCode, ...payment } = sale.payment;
  const issued = await issueInTransaction(caller, built.content, {
    requestedId: null,
    early,
    counterPayment: payment,
    drawer: 'cashNeedsTill',
    // A vale pays first (issue 29): read, checked and lowered in the ticket's own transaction.
    ...(voucherCode ? { voucher: { redeem: voucherCode } } : {}),
  });
  const invoice = issued.plan.issue.invoice;
  const paid = invoice.counterPayment as { changeCents: number; voucherCents?: number };
  // totalCents: what was charged, priced by the server (a product's price may have changed since the screen read it).
  return {
    id: issued.id,
    numberText: issued.numberText,
    changeCents: paid.changeCents,
    voucherCents: paid.voucherCents ?? 0,
    totalCents: Number(invoice.totalCents),
  };
});
