/**
 * Beside an issued sale's QR: the state of its VERI*FACTU record ("VERI*FACTU: Pendiente de
 * envío"…, with the AEAT's code and message when it answered with errors), and of its registro de
 * anulación once annulled. Read from the invoice itself (the sender keeps `verifactu` and
 * `verifactuAnulacion` in step with the records), so it costs no read and follows the invoice's
 * own live view. Admins get a link to the Registro filtered to this invoice's records.
 */
import { useSignedInSession } from '../auth/session';
import { roleAtLeast } from '../domain/roles';
import type { Invoice, RecordMirror } from '../domain/invoices/invoiceModel';
import { AppLink } from '../shared/AppLink';
import { recordListPath } from './recordListPlan';
import { RecordStateBadge } from './RecordStateBadge';

const badgeRecord = (m: RecordMirror) => ({
  state: m.state,
  correctedBy: null,
  aeat: { code: m.code, message: m.message, csv: null, at: null, duplicate: false },
});

export function VerifactuInvoiceState({ invoice }: { invoice: Pick<Invoice, 'id' | 'kind' | 'verifactu' | 'verifactuAnulacion'> }) {
  const { role } = useSignedInSession();
  const alta = invoice.kind === 'output' ? invoice.verifactu : null;
  if (!alta) return null;
  const anulacion = invoice.verifactuAnulacion;
  return (
    <div className="small text-center mb-2" data-testid="invoice-verifactu">
      <RecordStateBadge record={badgeRecord(alta)} prefix="VERI*FACTU: " />
      {anulacion && (
        <div className="mt-1" data-testid="invoice-verifactu-anulacion">
          <RecordStateBadge record={badgeRecord(anulacion)} prefix="Anulación: " />
        </div>
      )}
      {roleAtLeast(role, 'admin') && (
        <AppLink className="d-block" to={recordListPath({ invoiceId: invoice.id })}>
          Ver en el Registro VERI*FACTU
        </AppLink>
      )}
    </div>
  );
}
