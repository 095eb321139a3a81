/** A Z report on screen, with its PDF: the same sections as the file (zReport.ts). */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { TillSession } from '../domain/till/tillModel';
import { TILL_TEXT as T } from './messages';
import { zReportOf, type ZLine } from './zReport';
import { downloadZReportPdf } from './zReportDocument';

function Section({ title, lines }: { title: string; lines: readonly ZLine[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h4 className="h6 mt-3">{title}</h4>
      <Table size="sm" className="mb-2">
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} className={l.strong ? 'fw-bold' : undefined}>
              <th scope="row" className="fw-normal">
                {l.label}
              </th>
              <td className="text-end text-nowrap">{l.value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

export function ZReportView({
  session,
  company,
  headingLevel = 3,
}: {
  session: TillSession;
  company: { name: string; nif: string };
  headingLevel?: 2 | 3;
}) {
  const z = zReportOf(session);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadZReportPdf(z, company);
    } catch (e) {
      console.error('Caja: no se ha podido generar el PDF del informe Z', e);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={z.title} data-testid="z-report">
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <Heading className="h5 mb-0 flex-grow-1">{z.title}</Heading>
        <Button variant="outline-secondary" size="sm" onClick={() => void download()} disabled={busy}>
          {T.printZ}
        </Button>
      </div>
      {failed && (
        <p className="text-danger small" role="alert">
          No se ha podido generar el PDF. Inténtalo de nuevo.
        </p>
      )}
      <Section title={T.title} lines={z.header} />
      <Section title={T.cashFigures} lines={z.cash} />
      <Section title={T.byMethod} lines={z.methods} />
      <Section title={T.moves} lines={z.moves} />
      <Section title={T.countedBy} lines={z.counted} />
      <Section title={T.arqueo} lines={z.result} />
    </section>
  );
}
