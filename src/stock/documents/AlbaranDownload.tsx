/** «Descargar albarán» of a saved entrada or salida (issue 31): with prices (valued) or without (only quantities). */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { useCompanyActor } from '../../auth/session';
import type { StockDocument } from '../../domain/stock/stockTypes';
import { ALBARAN_PDF_TEXT } from '../messages';

export function AlbaranDownload({ document, onFailed }: { document: StockDocument; onFailed: (text: string) => void }) {
  const { corpId, corp } = useCompanyActor();
  const [busy, setBusy] = useState(false);
  const download = async (valued: boolean) => {
    setBusy(true);
    try {
      const { downloadAlbaranPdf } = await import('./pdf/downloadAlbaranPdf');
      await downloadAlbaranPdf(corpId, document, corp, valued);
    } catch (e) {
      console.error(e);
      onFailed(ALBARAN_PDF_TEXT.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
      <span id="albaran-download-label">{ALBARAN_PDF_TEXT.download}:</span>
      <ButtonGroup aria-labelledby="albaran-download-label" data-testid="albaran-download">
        <Button variant="outline-secondary" disabled={busy} onClick={() => void download(true)}>
          {ALBARAN_PDF_TEXT.valued}
        </Button>
        <Button variant="outline-secondary" disabled={busy} onClick={() => void download(false)}>
          {ALBARAN_PDF_TEXT.unvaluedOption}
        </Button>
      </ButtonGroup>
    </div>
  );
}
