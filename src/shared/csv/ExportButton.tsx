/** "Exportar CSV": every record of the list as it is filtered, read in pages, as a Spanish-Excel CSV. */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { csvFileName, toCsv } from './csv';
import { downloadText } from './download';
import { CSV_MESSAGES } from './messages';

export function ExportButton({
  fileBase,
  headers,
  load,
}: {
  fileBase: string;
  headers: readonly string[];
  /** All the rows to export, already as text cells; reports how many records it has read. */
  load: (onProgress: (read: number) => void) => Promise<string[][]>;
}) {
  const [status, setStatus] = useState<{ busy: boolean; text: string; error: boolean }>({ busy: false, text: '', error: false });

  const run = async () => {
    setStatus({ busy: true, text: CSV_MESSAGES.exporting(0), error: false });
    try {
      const rows = await load((read) => setStatus({ busy: true, text: CSV_MESSAGES.exporting(read), error: false }));
      downloadText(csvFileName(fileBase, new Date()), toCsv(headers, rows));
      setStatus({ busy: false, text: CSV_MESSAGES.exportDone(rows.length), error: false });
    } catch (error) {
      console.error('Exportación fallida', error);
      setStatus({ busy: false, text: CSV_MESSAGES.exportFailed, error: true });
    }
  };

  return (
    <>
      <Button variant="outline-secondary" onClick={run} disabled={status.busy}>
        {CSV_MESSAGES.exportButton}
      </Button>
      <span className={`small align-self-center ${status.error ? 'text-danger' : 'text-body-secondary'}`} role="status" data-testid="export-status">
        {status.text}
      </span>
    </>
  );
}
