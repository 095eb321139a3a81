/**
 * The ticket's print buttons (issue 29): «Imprimir ticket» (as issued: with the drawer kick of a cash
 * sale), «Reimprimir» («COPIA», no drawer), «Ticket regalo» (no prices). Each goes to this computer's
 * printer when one is set up, else downloads the PDF; when the printer fails, the PDF is offered.
 * Used by the counter's done panel and, through the invoice page's actions slot, by a ticket's page
 * (TicketInvoiceActions). The printing code loads on the first click.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useCompanyActor } from '../../auth/session';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import type { ReceiptMode } from '../../invoices/pdf/receiptContent';
import type { Notice } from '../../shared/feedback/flash';
import { PRINT_TEXT as T } from './messages';
import { printFailureText } from './printKinds';
import { timedPart } from '../../shared/userTiming';

interface Props {
  corpId: string;
  /** The invoice, or its id (read when printing). */
  invoice: Invoice | string;
  modes: readonly ReceiptMode[];
  disabled?: boolean;
  /** After each attempt (the done panel gives the focus back to its scan field). */
  onSettled?: () => void;
}

const LABEL: Record<ReceiptMode, string> = { original: T.print, copy: T.reprint, gift: T.gift };
const TEST_ID: Record<ReceiptMode, string> = { original: 'ticket-print', copy: 'ticket-reprint', gift: 'ticket-gift' };

export function TicketPrintButtons({ corpId, invoice, modes, disabled, onSettled }: Props) {
  const [busy, setBusy] = useState<ReceiptMode | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failedMode, setFailedMode] = useState<ReceiptMode | null>(null);

  const print = async (mode: ReceiptMode, pdf = false) => {
    setBusy(mode);
    setNotice(null);
    setFailedMode(null);
    try {
      const printing = await import('./printTicket');
      if (pdf) {
        await printing.downloadTicketPdf(corpId, invoice, mode);
        setNotice({ variant: 'success', text: T.pdfDone });
      } else {
        const where = await timedPart(`counter.print.${mode}`, () => printing.printTicket(corpId, invoice, mode));
        setNotice({ variant: 'success', text: where === 'printer' ? T.printed : T.pdfDone });
      }
    } catch (e) {
      console.error('Ticket: no se ha podido imprimir', e);
      setNotice({ variant: 'danger', text: printFailureText(e) });
      if (!pdf) setFailedMode(mode);
    } finally {
      setBusy(null);
      onSettled?.();
    }
  };

  return (
    <>
      {modes.map((mode) => (
        <Button
          key={mode}
          variant="outline-primary"
          disabled={disabled || busy !== null}
          onClick={() => void print(mode)}
          data-testid={TEST_ID[mode]}
        >
          {busy === mode ? T.printing : LABEL[mode]}
        </Button>
      ))}
      {notice && (
        <Alert
          variant={notice.variant}
          className="w-100 mt-2 mb-0 py-2"
          role={notice.variant === 'danger' ? 'alert' : 'status'}
          data-testid="ticket-print-notice"
        >
          {notice.text}
          {failedMode && (
            <Button variant="link" className="p-0 ms-2 align-baseline" onClick={() => void print(failedMode, true)}>
              {T.pdfFallback}
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}

/** On a ticket's invoice page (InvoiceViewSlots.actions, composed in src/app/InvoiceDetailScreen.tsx): reprint and gift receipt. */
export function TicketInvoiceActions({ invoice, busy }: { invoice: Invoice; busy: boolean }) {
  const { corpId } = useCompanyActor();
  if (invoice.simplified !== true || invoice.state !== 'emitida') return null;
  return <TicketPrintButtons corpId={corpId} invoice={invoice} modes={invoice.type === 'ordinaria' ? ['copy', 'gift'] : ['copy']} disabled={busy} />;
}
