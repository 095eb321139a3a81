/**
 * «Exportar XML» of the Registro, with why it cannot be used when it is disabled, said in visible
 * text next to it and tied to the button by aria-describedby (a tooltip reaches neither keyboard
 * nor screen-reader users): nothing selected, or more records than one XML takes.
 */
import Button from 'react-bootstrap/Button';
import { TEXT } from './messages';
import { MAX_EXPORT_RECORDS } from './verifactuCommands';

/** Why the export cannot run now, if it cannot (a running command only disables it for a moment). */
export function exportBlocker(selectedCount: number): 'noneSelected' | 'tooMany' | null {
  if (selectedCount === 0) return 'noneSelected';
  if (selectedCount > MAX_EXPORT_RECORDS) return 'tooMany';
  return null;
}

const HINT_ID = 'verifactu-export-hint';

export function ExportXmlButton({
  selectedCount,
  busy,
  exporting,
  onExport,
}: {
  selectedCount: number;
  busy: boolean;
  exporting: boolean;
  onExport: () => void;
}) {
  const blocker = exportBlocker(selectedCount);
  return (
    <>
      <Button variant="outline-primary" onClick={onExport} disabled={busy || blocker !== null} aria-describedby={blocker ? HINT_ID : undefined}>
        {exporting ? TEXT.exporting : TEXT.exportXml}
      </Button>
      {blocker && (
        <span id={HINT_ID} className="small text-body-secondary" data-testid="verifactu-export-hint">
          {blocker === 'noneSelected' ? TEXT.exportNeedsSelection : TEXT.tooMany}
        </span>
      )}
    </>
  );
}
