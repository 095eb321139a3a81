import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RecordTable } from './RecordTable';
import { recordFromData, type VerifactuRecord } from './verifactuModel';

const record = (seq: number, data: Record<string, unknown>): VerifactuRecord =>
  recordFromData(`B86561412-${String(seq).padStart(12, '0')}`, {
    seq,
    nif: 'B86561412',
    type: 'alta',
    invoiceId: `inv${seq}`,
    numSerie: `F-2026-00000${seq}`,
    fechaExpedicion: '05-03-2026',
    issueDate: '2026-03-05',
    registro: { RegistroAlta: { ImporteTotal: '1234.56' } },
    ...data,
  });

const rows = [
  record(5, {
    state: 'rechazado',
    aeat: {
      code: null,
      message: 'No enviado a la AEAT: el campo RegistroAlta.DescripcionOperacion contiene un carácter no permitido',
      csv: null,
      duplicate: false,
      notSent: { reason: 'unsafeText', field: 'RegistroAlta.DescripcionOperacion' },
    },
  }),
  record(4, {
    state: 'rechazado',
    aeat: { code: 1105, message: 'NIF no identificado', csv: null, duplicate: false },
    correctedBy: 'B86561412-000000000005',
  }),
  record(3, { state: 'aceptado_con_errores', aeat: { code: 2005, message: 'Aviso', csv: 'A-CSV2', duplicate: false } }),
  record(2, { state: 'aceptado', aeat: { code: null, message: null, csv: 'A-CSV1', duplicate: false } }),
  record(1, { state: 'pendiente', send: { attempts: 2, lastError: 'Sin respuesta de la AEAT' } }),
  record(6, { state: 'pendiente' }),
];

function renderTable(onResend = vi.fn(), onSelect = vi.fn()) {
  render(
    <MemoryRouter>
      <RecordTable rows={rows} selected={new Set(['B86561412-000000000002'])} onSelect={onSelect} onResend={onResend} busy={false} />
    </MemoryRouter>,
  );
  return screen.getAllByTestId('verifactu-record-row');
}

describe('RecordTable', () => {
  it('shows number, invoice link, date, type, amount, state with the AEAT answer, and CSV', () => {
    const [notSent, corrected, withErrors, accepted] = renderTable();
    expect(within(notSent!).getByTestId('verifactu-state')).toHaveTextContent('No enviado');
    expect(within(notSent!).getByTestId('verifactu-aeat-answer')).toHaveTextContent('RegistroAlta.DescripcionOperacion');
    expect(within(notSent!).getByTestId('verifactu-not-sent')).toHaveTextContent(/no retiene a los demás/);
    expect(within(corrected!).queryByTestId('verifactu-not-sent')).toBeNull();
    expect(within(accepted!).getByRole('link', { name: 'F-2026-000002' })).toHaveAttribute('href', '/invoices/details?invoiceId=inv2');
    expect(accepted).toHaveTextContent('05/03/2026');
    expect(accepted).toHaveTextContent('Alta');
    expect(accepted).toHaveTextContent('1.234,56 €');
    expect(within(accepted!).getByTestId('verifactu-state')).toHaveTextContent('Aceptado');
    expect(within(accepted!).getByTestId('verifactu-csv')).toHaveTextContent('A-CSV1');
    expect(within(withErrors!).getByTestId('verifactu-aeat-answer')).toHaveTextContent('Código 2005: Aviso');
    expect(within(corrected!).getByTestId('verifactu-state')).toHaveTextContent('Subsanado');
    expect(corrected).toHaveTextContent('Subsanado por B86561412-000000000005');
  });

  it('offers "Reenviar" for a pending record whose send failed, "Subsanar y reenviar" for one with errors, nothing once accepted or corrected', () => {
    const onResend = vi.fn();
    const [notSent, corrected, withErrors, accepted, pending] = renderTable(onResend);
    expect(within(pending!).queryByTestId('verifactu-awaiting-send')).toBeNull();
    expect(within(corrected!).queryByRole('button')).toBeNull();
    fireEvent.click(within(notSent!).getByRole('button', { name: /^Subsanar y reenviar: registro nº 5/ }));
    expect(within(accepted!).queryByRole('button')).toBeNull();
    fireEvent.click(within(withErrors!).getByRole('button', { name: /^Subsanar y reenviar: registro nº 3/ }));
    fireEvent.click(within(pending!).getByRole('button', { name: /^Reenviar: registro nº 1/ }));
    expect(onResend.mock.calls.map(([r]) => (r as VerifactuRecord).seq)).toEqual([5, 3, 1]);
  });

  it('offers nothing to resend on a record never sent: it says it goes out with the next send', () => {
    const onResend = vi.fn();
    const neverSent = renderTable(onResend)[5]!;
    expect(within(neverSent).queryByRole('button')).toBeNull();
    expect(within(neverSent).getByTestId('verifactu-awaiting-send')).toHaveTextContent(
      'Aún no se ha enviado: sale en el próximo envío automático (o con «Enviar ahora»).',
    );
  });

  it('selects rows one by one or the whole page', () => {
    const onSelect = vi.fn();
    renderTable(vi.fn(), onSelect);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar el registro nº 2 (factura F-2026-000002)' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar el registro nº 1 (factura F-2026-000001)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los registros de esta página' }));
    expect(onSelect.mock.calls).toEqual([
      [['B86561412-000000000001'], true],
      [rows.map((r) => r.id), true],
    ]);
  });
});
