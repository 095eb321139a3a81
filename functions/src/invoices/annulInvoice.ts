/**
 * annulInvoice {corpId, invoiceId, reason} → {id, recordId}: annuls a sales invoice issued in
 * error (src/domain/invoices/annulPlan.ts says what that means and what it refuses). Admin only. In one
 * transaction: the invoice becomes anulada (with the reason, who and when), the summary and the tax
 * aggregates lose it,
 * the salidas it invoiced are freed, the salida it made itself (an issued sale's product lines,
 * src/domain/invoices/invoiceStock.ts) is annulled with its stock given back at the cost it left at, and
 * its VERI*FACTU registro de anulación is chained. A sale issued in error moved no goods: the
 * stock it took comes back with it.
 */
import { DUES } from '../payments/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { parseStockLines, productIdsOf } from '../../../src/domain/stock/stockLines';
import { movementIdFor } from '../../../src/domain/stock/stockTypes';
import { annulStockDocumentIn, stockFactsFrom, stockReadsOf, transactionWrites } from '../stock/stockWrites';
import { stockRefusal } from './issuing';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { VerifactuError } from '../../../src/domain/verifactu/errors';
import { parseAnnulReason, planAnnul } from '../../../src/domain/invoices/annulPlan';
import { parseInvoiceId } from '../../../src/domain/invoices/invoiceInput';
import { invoiceFromStored } from '../../../src/domain/invoices/invoiceStored';
import { chainNifOf, planAnulacion, VERIFACTU_CHAINS, VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { verifactuSystem } from './verifactuSystem';
import { assertVerifactuReady } from '../verifactu/config';
import { issuerCount } from '../verifactu/issuers';
import { companyRef, parsedOrRefuse, refused } from './refusals';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';
import { taxAggregateInvoiceOf } from '../../../src/domain/reports/taxAggregates';
import { readTaxAggregates } from './taxAggregates';

export const annulInvoice = command('annulInvoice', async (caller, data, refuse) => {
  const invoiceId = parsedOrRefuse(parseInvoiceId(data.invoiceId, false))!;
  const reason = parseAnnulReason(data.reason);
  if (!reason.ok) throw refuse('invalid', { detail: 'reason' });
  const company = companyRef(db(), caller.corpId);
  const invoiceRef = company.collection('invoices').doc(invoiceId);
  const summaryRef = company.collection('summaries').doc(SUMMARY_IDS.invoices);
  const recentMovements = (await company.collection('summaries').doc(SUMMARY_IDS.stock).get()).get('recentMovements');

  // IndicadorMultiplesOT of the anulación: how many obligados this installation issues for.
  const issuers = await issuerCount(db());
  // Contended: it chains a record to the issuer's VERI*FACTU head, as every sale does.
  const recordId = await inTransaction('contended', async (tx) => {
    // Three rounds, each needing the one before: the invoice names its sources, chain and salida;
    // the salida names its products.
    const first = await readNamed(tx, { invoice: invoiceRef, summary: summaryRef });
    const invoice = first.invoice.data();
    // Typed for the plan; the raw data goes on to the VERI*FACTU anulación, which reads its own fields.
    const stored = invoiceFromStored(invoiceId, invoice);
    const sourceIds = stored?.sourceIds ?? [];
    const nif = invoice ? chainNifOf(invoice) : '';
    const headRef = nif ? company.collection(VERIFACTU_CHAINS).doc(nif) : null;
    // The salida the sale made itself, its confirming movement (the costs it left at) and its stock.
    const madeId = stored?.stockDocumentId || null;
    const madeRef = madeId ? company.collection('outputs').doc(madeId) : null;
    const second = await readNamed(tx, {
      head: headRef,
      made: madeRef,
      madeMovement: madeId ? company.collection('movements').doc(movementIdFor('output', madeId, 'confirm')) : null,
      sources: sourceIds.map((id) => company.collection('outputs').doc(id)),
    });
    const made = second.made?.exists && second.made.get('state') === 'confirmada' ? second.made.data()! : null;
    const madeLines = made ? parseStockLines(made.lines) : null;
    const madeIds = madeLines?.ok ? productIdsOf(madeLines.lines) : [];
    const madeFacts = stockFactsFrom(madeIds, await readNamed(tx, stockReadsOf(company, madeIds)));
    const plan = planAnnul(
      invoiceId,
      stored,
      first.summary.data(),
      second.sources.map((s) => ({ id: s.id, data: s.data() })),
      reason.value,
      caller.uid,
    );
    if (!plan.ok) throw refused(plan);
    // The tax aggregates lose the invoice (a rectificativa's 349 period needs the invoice it corrects).
    const originalId = stored?.type === 'rectificativa' ? (stored.rectifies?.invoiceId ?? '') : '';
    const original = originalId && !originalId.includes('/') ? await tx.get(company.collection('invoices').doc(originalId)) : null;
    const taxAggregates = await readTaxAggregates(tx, company, [
      { before: taxAggregateInvoiceOf(stored, original ? invoiceFromStored(original.id, original.data()) : null), after: null },
    ]);
    // A sale of an issuer under a foral administration made no alta, so it gets no anulación.
    const exempt = typeof invoice?.verifactuExempt === 'string';
    let anulacion: ReturnType<typeof planAnulacion> | null = null;
    try {
      if (!exempt && !headRef) throw new VerifactuError('issuerNif');
      if (!exempt) {
        assertVerifactuReady();
        anulacion = planAnulacion(invoiceId, invoice!, second.head!.data(), new Date(), verifactuSystem(issuers), {
          sinRegistroPrevio: plan.sinRegistroPrevio,
        });
      }
    } catch (error) {
      if (error instanceof VerifactuError) throw refuse('verifactu', { detail: error.code });
      throw error;
    }
    const now = FieldValue.serverTimestamp();
    if (made && madeRef && madeLines?.ok) {
      const refusal = annulStockDocumentIn(
        transactionWrites(tx),
        company,
        {
          kind: 'output',
          ref: madeRef,
          stored: made,
          lines: madeLines.lines,
          confirmation: second.madeMovement?.exists ? second.madeMovement.data() : undefined,
          annulReason: `Factura ${String(invoice!.numberText ?? '')} anulada: ${reason.value}`,
          fields: { invoiced: false },
        },
        { uid: caller.uid, facts: madeFacts, readIds: madeIds, recentMovements },
      );
      if (refusal) throw stockRefusal(refusal);
    }
    const fields = plan.fields as { annulled: Record<string, unknown> };
    tx.update(invoiceRef, { ...plan.fields, annulled: { ...fields.annulled, at: now }, ...(anulacion?.invoiceFields ?? {}), updatedAt: now });
    tx.set(summaryRef, { ...plan.summary, lastInvoiceId: invoiceId, updatedAt: now });
    taxAggregates.write(tx);
    for (const due of plan.dues) tx.set(company.collection(DUES).doc(due.id), { ...due, updatedAt: now });
    for (const id of plan.releaseSourceIds) tx.update(company.collection('outputs').doc(id), { invoiced: false, invoiceId: null, updatedAt: now });
    if (anulacion) {
      tx.create(company.collection(VERIFACTU_RECORDS).doc(anulacion.recordId), { ...anulacion.record, createdAt: now });
      tx.set(headRef!, anulacion.head, { merge: true });
    }
    return anulacion?.recordId ?? null;
  });
  return { id: invoiceId, recordId };
});
