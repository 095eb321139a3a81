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
import { returnSale } from './returnsWriter';

const load = (corpId: string, id: string) => invoiceRepository.get(corpId, id);
const text = RETURN_PAGE_TEXT.invoice;

export default function InvoiceReturnPage() {
  const [params] = useSearchParams();
  const { corpId } = useCompanyActor();
  const navigate = useAppNavigate();
  const { source: invoice, failed } = useReturnSource(corpId, params.get(RETURN_ID_PARAM.invoice), load);
  const { busy, notice, run } = useReturnRun();
  if (!invoice) return <ReturnSourcePending failed={failed} loading={invoice === undefined} />;

  const submit = (request: ReturnRequest) =>
    void run(async () => {
      const made = await returnSale(corpId, invoice.id, request.lines, request.reason);
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
