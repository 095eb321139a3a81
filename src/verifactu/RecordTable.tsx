/** The Registro's table: one row per record, with selection for the XML and the resend action. */
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { esNumberFormat } from '../domain/format';
import { formatEuros } from '../domain/money';
import { invoiceDetailPath } from '../invoices/InvoiceList';
import { AppLink } from '../shared/AppLink';
import { TableScroll } from '../shared/TableScroll';
import { fechaExpedicionText, TEXT, TYPE_LABEL } from './messages';
import { RecordStateBadge } from './RecordStateBadge';
import { awaitsFirstSend, resendActionOf, type VerifactuRecord } from './verifactuModel';

const SEQ = esNumberFormat({ maximumFractionDigits: 0 });
const seqText = (seq: number) => SEQ.format(seq);

export function RecordTable({
  rows,
  selected,
  onSelect,
  onResend,
  busy,
}: {
  rows: VerifactuRecord[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onResend: (record: VerifactuRecord) => void;
  busy: boolean;
}) {
  const pageIds = rows.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return (
    <TableScroll label="Registros VERI*FACTU">
      <table className="table table-hover align-middle" data-testid="verifactu-records">
        <thead>
          <tr>
            <th scope="col">
              <Form.Check
                type="checkbox"
                id="select-page"
                aria-label={TEXT.selectPage}
                checked={allOnPage}
                disabled={pageIds.length === 0}
                onChange={(e) => onSelect(pageIds, e.target.checked)}
              />
            </th>
            <th scope="col">Nº</th>
            <th scope="col">Factura</th>
            <th scope="col">Fecha de expedición</th>
            <th scope="col">Tipo</th>
            <th scope="col" className="text-end">
              Importe total
            </th>
            <th scope="col">Estado</th>
            <th scope="col">CSV</th>
            <th scope="col">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={9} className="text-body-secondary" data-testid="list-empty">
                {TEXT.noneFound}
              </td>
            </tr>
          )}
          {rows.map((r) => {
            const action = resendActionOf(r);
            return (
              <tr key={r.id} data-testid="verifactu-record-row" data-record-id={r.id}>
                <td>
                  <Form.Check
                    type="checkbox"
                    id={`select-${r.id}`}
                    aria-label={TEXT.selectRow(r.numSerie, r.seq)}
                    checked={selected.has(r.id)}
                    onChange={(e) => onSelect([r.id], e.target.checked)}
                  />
                </td>
                <td className="text-nowrap" title={r.id}>
                  {seqText(r.seq)}
                </td>
                <td className="text-nowrap">
                  {r.invoiceId ? <AppLink to={invoiceDetailPath(r.invoiceId)}>{r.numSerie}</AppLink> : r.numSerie}
                  {r.subsanacionOf && <span className="d-block small text-body-secondary">{TEXT.corrects(r.subsanacionOf)}</span>}
                </td>
                <td>{fechaExpedicionText(r.fechaExpedicion)}</td>
                <td>{TYPE_LABEL[r.type]}</td>
                <td className="text-end text-nowrap">{r.importeTotalCents === null ? '—' : formatEuros(r.importeTotalCents)}</td>
                <td>
                  <RecordStateBadge record={r} />
                  {r.correctedBy && <span className="d-block small text-body-secondary">{TEXT.correctedBy(r.correctedBy)}</span>}
                  {r.aeat?.duplicate && (
                    <span className="d-block small text-body-secondary">
                      {r.aeat.duplicateOf?.idPeticion ? TEXT.duplicateOf(r.aeat.duplicateOf.idPeticion) : TEXT.duplicate}
                    </span>
                  )}
                  {r.aeat?.notSent && !r.correctedBy && (
                    <span className="d-block small text-body-secondary" data-testid="verifactu-not-sent">
                      {TEXT.notSentHint}
                    </span>
                  )}
                  {r.aeat?.fault && !r.correctedBy && <span className="d-block small text-body-secondary">{TEXT.fault}</span>}
                  {r.aeat?.incidencia && <span className="d-block small text-body-secondary">{TEXT.incidencia}</span>}
                  {r.state === 'pendiente' && r.attempts > 0 && (
                    <span className="d-block small text-body-secondary">{TEXT.attempts(r.attempts, r.lastError)}</span>
                  )}
                </td>
                <td className="small text-break" data-testid="verifactu-csv">
                  {r.aeat?.csv ?? '—'}
                </td>
                <td className={action ? 'text-nowrap' : undefined}>
                  {awaitsFirstSend(r) && (
                    <span className="d-block small text-body-secondary" data-testid="verifactu-awaiting-send">
                      {TEXT.awaitingSend}
                    </span>
                  )}
                  {action && (
                    <Button
                      size="sm"
                      variant={action === 'subsanar' ? 'outline-danger' : 'outline-primary'}
                      disabled={busy}
                      onClick={() => onResend(r)}
                      aria-label={`${action === 'subsanar' ? TEXT.correct : TEXT.resend}: registro nº ${seqText(r.seq)}, factura ${r.numSerie}`}
                    >
                      {action === 'subsanar' ? TEXT.correct : TEXT.resend}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
