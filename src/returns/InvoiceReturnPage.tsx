/** #/invoices/return?invoiceId=: goods a customer brings back from an issued sale (returnSale: its rectificativa and entrada). */
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import { invoiceDetailPath } from '../invoices/invoicePaths';
import { invoiceRepository } from '../invoices/invoiceRepository';
import { useAppNavigate } from '../shared/AppLink';
import { flashState } from '../shared/feedback/flash';
import { RETURN_FORM_TEXT, RETURN_PAGE_TEXT } from './messages';
import { invoiceReturnBlocker, returnableLines, returnEntradaNumber, type ReturnRequest } from './returnForm';
import { ReturnLinesForm } from './ReturnLinesForm';
import { ReturnFrame, ReturnSourcePending, useReturnRun, useReturnSource } from './ReturnPage';
import { RETURN_ID_PARAM } from './returnPaths';
import { returnSale, type IssuedVoucher } from './returnsWriter';
import { useState } from 'react';
import { RefundChoice, VoucherIssued } from '../vouchers/VoucherIssued';

const load = (corpId: string, id: string) => invoiceRepository.get(corpId, id);
const text = RETURN_PAGE_TEXT.invoice;

export default function InvoiceReturnPage() {
  const [params] = useSearchParams();
  const { corpId, corp } = useCompanyActor();
  const navigate = useAppNavigate();
  const { source: invoice, failed } = useReturnSource(corpId, params.get(RETURN_ID_PARAM.invoice), load);
  const { busy, notice, run } = useReturnRun();
  // A ticket's refund: the way it was paid, or onto a new store-credit vale (issue 29).
  const [refund, setRefund] = useState<'asPaid' | 'vale'>('asPaid');
  const [made, setMade] = useState<{ id: string; numberText: string; voucher: IssuedVoucher } | null>(null);
  if (made) {
    return (
      <VoucherIssued
        voucher={made.voucher}
        numberText={made.numberText}
        company={{ name: corp.data.legalName || corp.name, nif: corp.data.nif }}
        invoicePath={invoiceDetailPath(made.id)}
      />
    );
  }
  if (!invoice) return <ReturnSourcePending failed={failed} loading={invoice === undefined} />;

  const submit = (request: ReturnRequest) =>
    void run(async () => {
      const asVale = invoice.simplified === true && refund === 'vale';
      const made = await returnSale(corpId, invoice.id, request.lines, request.reason, asVale ? 'vale' : 'asPaid');
      if (made.voucher) {
        setMade({ id: made.id, numberText: made.numberText, voucher: made.voucher });
        return;
      }
      const entrada = made.entradaId ? returnEntradaNumber(made.numberText) : null;
      navigate(invoiceDetailPath(made.id), { state: flashState(RETURN_PAGE_TEXT.saleDone(made.numberText, entrada)) });
    });

  return (
    <ReturnFrame
      title={text.title(invoice.numberText ?? '')}
      back={{ to: invoiceDetailPath(invoice.id), label: text.back }}
      notice={notice}
      blocker={invoiceReturnBlocker(invoice)}
      lead={text.lead}
    >
      {invoice.simplified === true && <RefundChoice value={refund} onChange={setRefund} disabled={busy} />}
      <ReturnLinesForm
        lines={returnableLines(invoice.lines, invoice.returned ?? {})}
        soldLabel={text.sold}
        submitLabel={text.submit}
        busy={busy}
        onSubmit={submit}
        note={RETURN_FORM_TEXT.stockNote}
      />
    </ReturnFrame>
  );
}
