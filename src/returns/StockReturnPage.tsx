/**
 * #/outputs/return?outputId= and #/inputs/return?inputId=: a return made from a stock document.
 * From a salida not invoiced, what the customer brings back (returnFromSalida: the entrada alone);
 * from an entrada, what goes back to the vendor (returnToVendor: a salida at the entry cost).
 * Either way the new document is born confirmed and opens with a notice.
 */
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import { useAppNavigate } from '../shared/AppLink';
import { flashState } from '../shared/feedback/flash';
import { documentNumberFor } from '../domain/stock/documentNumber';
import { documentDetailPath } from '../stock/documents/documentRoutes';
import { stockDocumentRepository } from '../stock/documents/stockDocumentRepository';
import type { DocKind, StockDocument } from '../domain/stock/stockTypes';
import { RETURN_PAGE_TEXT } from './messages';
import { returnableLines, stockReturnBlocker, stockReturnLines, type ReturnRequest } from './returnForm';
import { ReturnLinesForm } from './ReturnLinesForm';
import { ReturnFrame, ReturnSourcePending, useReturnRun, useReturnSource } from './ReturnPage';
import { RETURN_ID_PARAM } from './returnPaths';
import { returnFromSalida, returnToVendor } from './returnsWriter';

const LOAD: Record<DocKind, (corpId: string, id: string) => Promise<StockDocument | null>> = {
  output: (corpId, id) => stockDocumentRepository('output').get(corpId, id),
  input: (corpId, id) => stockDocumentRepository('input').get(corpId, id),
};

/** The command of each source, and the document it made: its route and the notice it opens with. */
async function made(kind: DocKind, corpId: string, id: string, request: ReturnRequest): Promise<{ path: string; notice: string }> {
  if (kind === 'output') {
    const { entradaId } = await returnFromSalida(corpId, id, request.lines, request.reason);
    // The command numbers the entrada as every entrada is numbered: from its id.
    return { path: documentDetailPath('input', entradaId), notice: RETURN_PAGE_TEXT.salidaDone(documentNumberFor('input', entradaId)) };
  }
  const { salidaId, number } = await returnToVendor(corpId, id, request.lines, request.reason);
  return { path: documentDetailPath('output', salidaId), notice: RETURN_PAGE_TEXT.vendorDone(number) };
}

export function StockReturnPage({ kind }: { kind: DocKind }) {
  const [params] = useSearchParams();
  const { corpId } = useCompanyActor();
  const navigate = useAppNavigate();
  const { source, failed } = useReturnSource(corpId, params.get(RETURN_ID_PARAM[kind]), LOAD[kind]);
  const { busy, notice, run } = useReturnRun();
  const text = RETURN_PAGE_TEXT[kind];
  if (!source) return <ReturnSourcePending failed={failed} loading={source === undefined} />;

  const submit = (request: ReturnRequest) =>
    void run(async () => {
      const next = await made(kind, corpId, source.id, request);
      navigate(next.path, { state: flashState(next.notice) });
    });

  return (
    <ReturnFrame
      title={text.title(source.number)}
      back={{ to: documentDetailPath(kind, source.id), label: text.back }}
      notice={notice}
      blocker={stockReturnBlocker(kind, source)}
      lead={text.lead}
    >
      <ReturnLinesForm
        lines={returnableLines(stockReturnLines(source.lines), source.returned ?? {})}
        soldLabel={text.sold}
        submitLabel={text.submit}
        busy={busy}
        onSubmit={submit}
      />
    </ReturnFrame>
  );
}
