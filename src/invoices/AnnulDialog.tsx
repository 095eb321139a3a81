/**
 * "Anular factura": for a sale issued in error (docs/verifactu.md "Anulación"). Asks for the
 * reason, which stays on the invoice and must say why the invoice should never have existed; a
 * correction of an operation that did happen is a rectificativa, and the dialog says so.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from '../shared/form/zod';
import { ANNUL_REASON_MAX, parseAnnulReason } from '../domain/invoices/annulPlan';
import { InvoiceDialog } from './InvoiceDialog';
import { FieldGroup } from './InvoiceFields';
import { ANNUL_TEXT } from './messages';

const schema = z.object({
  reason: z.string().refine((v) => parseAnnulReason(v).ok, ANNUL_TEXT.reasonInvalid(ANNUL_REASON_MAX)),
});
type AnnulValues = z.infer<typeof schema>;

interface Props {
  show: boolean;
  numberText: string;
  onCancel: () => void;
  onAnnul: (reason: string) => void;
}

export function AnnulDialog({ show, numberText, onCancel, onAnnul }: Props) {
  const { register, handleSubmit, formState } = useForm<AnnulValues>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  return (
    <InvoiceDialog
      show={show}
      titleId="annul-title"
      title={ANNUL_TEXT.title(numberText)}
      onCancel={onCancel}
      cancelVariant="secondary"
      action={{ label: ANNUL_TEXT.annul, variant: 'danger' }}
      onSubmit={handleSubmit((v) => onAnnul(v.reason.trim()))}
    >
      <p>{ANNUL_TEXT.explanation}</p>
      <p className="small text-body-secondary">{ANNUL_TEXT.rectifyInstead}</p>
      <FieldGroup id="annulReason" label={ANNUL_TEXT.reason} error={formState.errors.reason?.message}>
        {(field) => <Form.Control as="textarea" rows={2} maxLength={ANNUL_REASON_MAX} {...register('reason')} {...field} />}
      </FieldGroup>
    </InvoiceDialog>
  );
}
