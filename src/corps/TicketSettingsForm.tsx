/**
 * «Ticket de caja» on the company page (issue 29): the trade name, logo and footer printed on the
 * counter's tickets (PDF and ESC/POS), in corporations/{corpId}/settings/ticket. Admins of the
 * company (and superadmins) edit it; the limits are ticketSettingsSchema's, the rules' too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { FORM_WIDTH, TextAreaField, TextField } from '../shared/form/fields';
import { Loading } from '../shared/Loading';
import { logoDataUrlOf, TICKET_LIMITS, ticketSettingsSchema, type TicketSettings } from './ticketSettings';
import { ticketSettingsRepository } from './ticketSettingsRepository';

const T = {
  title: 'Ticket de caja',
  intro: 'Lo que se imprime en los tickets del mostrador, además de los datos fiscales de la empresa.',
  tradeName: 'Nombre en el ticket',
  tradeNameHelp: 'El nombre comercial de la tienda tal como se imprime, si no es la razón social (opcional).',
  logo: 'Logotipo',
  logoHelp: `PNG o JPEG de ${TICKET_LIMITS.logoBytes / 1024} KB como mucho; se imprime en blanco y negro.`,
  logoRemove: 'Quitar logotipo',
  logoAlt: 'Logotipo del ticket',
  footer: 'Pie del ticket',
  footerHelp: `Horario, política de devoluciones…: hasta ${TICKET_LIMITS.footerLines} líneas de ${TICKET_LIMITS.footerLineChars} caracteres.`,
  save: 'Guardar ticket',
  saving: 'Guardando…',
  saved: 'Datos del ticket guardados.',
  loadFailed: 'No se han podido leer los datos del ticket.',
};

export function TicketSettingsForm({ corpId }: { corpId: string }) {
  const [stored, setStored] = useState<TicketSettings | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    ticketSettingsRepository.get(corpId).then(
      (s) => live && setStored(s),
      () => live && setStored(null),
    );
    return () => {
      live = false;
    };
  }, [corpId]);

  return (
    <section aria-labelledby="corp-ticket-title" className="mt-4" style={{ maxWidth: FORM_WIDTH }}>
      <h2 id="corp-ticket-title" className="h4">
        {T.title}
      </h2>
      <p className="small">{T.intro}</p>
      {stored === undefined ? (
        <Loading />
      ) : stored === null ? (
        <Alert variant="warning">{T.loadFailed}</Alert>
      ) : (
        <TicketForm corpId={corpId} stored={stored} />
      )}
    </section>
  );
}

function TicketForm({ corpId, stored }: { corpId: string; stored: TicketSettings }) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TicketSettings, unknown, TicketSettings>({ resolver: zodResolver(ticketSettingsSchema), defaultValues: stored });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const logo = watch('logo');

  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    const result = logoDataUrlOf(new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) {
      setError('logo', { message: result.message });
      return;
    }
    clearErrors('logo');
    setValue('logo', result.dataUrl, { shouldDirty: true });
  };

  const onSubmit = async (values: TicketSettings) => {
    setNotice(null);
    try {
      await ticketSettingsRepository.save(corpId, values);
      setNotice({ ok: true, text: T.saved });
    } catch (e) {
      setNotice({ ok: false, text: dataErrorMessage(e) });
    }
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} data-testid="ticket-settings-form">
      <TextField
        id="ticket-tradeName"
        label={T.tradeName}
        help={T.tradeNameHelp}
        registration={register('tradeName')}
        error={errors.tradeName?.message}
        maxChars={TICKET_LIMITS.tradeName}
      />
      <Form.Group className="mb-3" controlId="ticket-logo">
        <Form.Label>{T.logo}</Form.Label>
        <input type="hidden" {...register('logo')} />
        {logo && (
          <div className="mb-2 d-flex align-items-center gap-3">
            <img src={logo} alt={T.logoAlt} style={{ maxWidth: '10rem', maxHeight: '5rem' }} />
            <Button variant="outline-secondary" size="sm" onClick={() => setValue('logo', '', { shouldDirty: true })}>
              {T.logoRemove}
            </Button>
          </div>
        )}
        <Form.Control
          type="file"
          accept="image/png,image/jpeg"
          isInvalid={!!errors.logo}
          aria-invalid={errors.logo ? true : undefined}
          aria-describedby={`ticket-logo-help${errors.logo ? ' ticket-logo-error' : ''}`}
          onChange={(e) => void onLogo((e.target as HTMLInputElement).files?.[0])}
        />
        <Form.Text id="ticket-logo-help">{T.logoHelp}</Form.Text>
        {errors.logo && (
          <Form.Control.Feedback type="invalid" id="ticket-logo-error">
            {errors.logo.message}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <TextAreaField
        id="ticket-footer"
        label={T.footer}
        help={T.footerHelp}
        rows={4}
        registration={register('footer')}
        error={errors.footer?.message}
      />
      {notice && (
        <Alert variant={notice.ok ? 'success' : 'danger'} role={notice.ok ? 'status' : 'alert'} data-testid="ticket-settings-notice">
          {notice.text}
        </Alert>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? T.saving : T.save}
      </Button>
    </Form>
  );
}
