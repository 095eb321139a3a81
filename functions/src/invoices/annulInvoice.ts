/**
 * annulInvoice {corpId, invoiceId, reason} → {id, recordId}: annuls a sales invoice issued in
 * error (src/domain/invoices/annulPlan.ts says what that means and what it refuses). Admin only. In one
 * transaction: the invoice becomes anulada (with the reason, who and when), the summary loses it,
 * the salidas it invoiced are freed, the salida it made itself (an issued sale's product lines,
 * src/domain/invoices/invoiceStock.ts) is annulled with its stock given back at the cost it left at, and
 * its VERI*FACTU registro de anulación is chained. A sale issued in error moved no goods: the
 * stock it took comes back with it.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { madridIsoDate, planStockCommit } from '../../../src/domain/stock/stockCommand';
import { parseStockLines, productIdsOf } from '../../../src/domain/stock/stockLines';
import { movementIdFor } from '../../../src/domain/stock/stockTypes';
import { stockFactsOf, stockRefsOf, transactionWrites, writeStockCommit } from '../stock/stockWrites';
import { stockRefusal } from './issuing';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { VerifactuError } from '../../../src/domain/verifactu/errors';
import { parseAnnulReason, planAnnul } from '../../../src/domain/invoices/annulPlan';
import { parseInvoiceId } from '../../../src/domain/invoices/invoiceInput';
import { chainNifOf, planAnulacion, VERIFACTU_CHAINS, VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { verifactuSystem } from './verifactuSystem';
import { assertVerifactuReady } from '../verifactu/config';
import { issuerCount } from '../verifactu/issuers';
import { companyRef, parsedOrRefuse, refused, TRANSACTION_OPTIONS } from './refusals';

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
  const recordId = await db().runTransaction(async (tx) => {
    const [invoiceSnap, summarySnap] = await tx.getAll(invoiceRef, summaryRef);
    const invoice = invoiceSnap!.data();
    const sourceIds = Array.isArray(invoice?.sourceIds) ? (invoice.sourceIds as unknown[]).filter((id): id is string => typeof id === 'string') : [];
    const sourceRefs = sourceIds.map((id) => company.collection('outputs').doc(id));
    const nif = invoice ? chainNifOf(invoice) : '';
    const headRef = nif ? company.collection(VERIFACTU_CHAINS).doc(nif) : null;
    // The salida the sale made itself, its confirming movement (the costs it left at) and its stock.
    const madeId = typeof invoice?.stockDocumentId === 'string' && invoice.stockDocumentId ? invoice.stockDocumentId : null;
    const madeRef = madeId ? company.collection('outputs').doc(madeId) : null;
    const madeRefs = madeRef ? [madeRef, company.collection('movements').doc(movementIdFor('output', madeId!, 'confirm'))] : [];
    const [headSnap, ...restSnaps] = await tx.getAll(...(headRef ? [headRef] : [company]), ...madeRefs, ...sourceRefs);
    const [madeSnap, madeMovement] = madeRef ? restSnaps.splice(0, 2) : [];
    const sourceSnaps = restSnaps;
    const made = madeSnap?.exists && madeSnap.get('state') === 'confirmada' ? madeSnap.data()! : null;
    const madeLines = made ? parseStockLines(made.lines) : null;
    const madeIds = madeLines?.ok ? productIdsOf(madeLines.lines) : [];
    const madeFacts = stockFactsOf(madeIds, madeIds.length ? await tx.getAll(...stockRefsOf(company, madeIds)) : []);
    const plan = planAnnul(
      invoiceId,
      invoice,
      summarySnap!.data(),
      sourceSnaps.map((s) => ({ id: s.id, data: s.data() })),
      reason.value,
      caller.uid,
    );
    if (!plan.ok) throw refused(plan);
    // A sale of an issuer under a foral administration made no alta, so it gets no anulación.
    const exempt = typeof invoice?.verifactuExempt === 'string';
    let anulacion: ReturnType<typeof planAnulacion> | null = null;
    try {
      if (!exempt && !headRef) throw new VerifactuError('issuerNif');
      if (!exempt) {
        assertVerifactuReady();
        anulacion = planAnulacion(invoiceId, invoice!, headSnap!.data(), new Date(), verifactuSystem(issuers), {
          sinRegistroPrevio: plan.sinRegistroPrevio,
        });
      }
    } catch (error) {
      if (error instanceof VerifactuError) throw refuse('verifactu', { detail: error.code });
      throw error;
    }
    const now = FieldValue.serverTimestamp();
    if (made && madeRef && madeLines?.ok) {
      const stockPlan = planStockCommit(
        {
          request: {
            kind: 'output',
            reason: 'annul',
            documentId: madeRef.id,
            annulReason: `Factura ${String(invoice!.numberText ?? '')} anulada: ${reason.value}`,
          },
          uid: caller.uid,
          stored: made,
          lines: madeLines.lines,
          productIds: madeIds,
          party: undefined,
          products: madeFacts.products,
          stocks: madeFacts.stocks,
          confirmation: madeMovement?.exists ? madeMovement.data() : undefined,
          // Giving goods back never falls short.
          allowNegative: true,
          today: madridIsoDate(new Date()),
        },
        now,
      );
      if (!stockPlan.ok) throw stockRefusal(stockPlan);
      const writes = transactionWrites(tx);
      writes.update(madeRef, { ...stockPlan.document, invoiced: false });
      writeStockCommit(writes, company, stockPlan, madeIds, madeFacts.stockSnaps, recentMovements, false, null);
    }
    const fields = plan.fields as { annulled: Record<string, unknown> };
    tx.update(invoiceRef, { ...plan.fields, annulled: { ...fields.annulled, at: now }, ...(anulacion?.invoiceFields ?? {}), updatedAt: now });
    tx.set(summaryRef, { ...plan.summary, lastInvoiceId: invoiceId, updatedAt: now });
    for (const id of plan.releaseSourceIds) tx.update(company.collection('outputs').doc(id), { invoiced: false, invoiceId: null, updatedAt: now });
    if (anulacion) {
      tx.create(company.collection(VERIFACTU_RECORDS).doc(anulacion.recordId), { ...anulacion.record, createdAt: now });
      tx.set(headRef!, anulacion.head, { merge: true });
    }
    return anulacion?.recordId ?? null;
  }, TRANSACTION_OPTIONS);
  return { id: invoiceId, recordId };
});
