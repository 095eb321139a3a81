import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BankImportPanel } from './BankImportPanel';

const mocks = vi.hoisted(() => ({ importStatement: vi.fn() }));
vi.mock('./bankCommands', () => ({ bankCommands: { importStatement: mocks.importStatement } }));

const sample = () => new File([readFileSync(resolve(process.cwd(), 'src/domain/bank/fixtures/sample.n43'))], 'noviembre.n43');
const csv = (text: string) => new File([text], 'extracto.csv', { type: 'text/csv' });

beforeEach(() => {
  mocks.importStatement.mockReset();
  mocks.importStatement.mockImplementation(async (input: { movements: unknown[] }) => ({
    importId: 'i',
    movementCount: input.movements.length,
    newCount: input.movements.length - 1,
    existingCount: 1,
    alreadyImported: false,
    from: '',
    to: '',
  }));
});

describe('BankImportPanel', () => {
  it('recognises a Norma 43 file, previews both accounts and imports each, saying what was new', async () => {
    const user = userEvent.setup();
    render(<BankImportPanel corpId="corpA" />);
    await user.upload(screen.getByLabelText('Fichero del banco'), sample());
    expect(await screen.findByTestId('bank-format')).toHaveTextContent('Norma 43');
    expect(screen.getAllByTestId('bank-preview-account').map((p) => p.textContent)).toEqual([
      'Cuenta 210004180200051332: 10 movimientos leídos, del 03/11/2026 al 30/11/2026.',
      'Cuenta 004915002011111111: 2 movimientos leídos, del 04/11/2026 al 18/11/2026.',
    ]);
    expect(screen.queryByTestId('bank-parse-errors')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(mocks.importStatement).toHaveBeenCalledTimes(2));
    expect(mocks.importStatement.mock.calls[0]![0]).toMatchObject({
      corpId: 'corpA',
      fileName: 'noviembre.n43',
      format: 'norma43',
      accountKey: '210004180200051332',
    });
    expect(await screen.findByTestId('bank-import-result')).toHaveTextContent(
      'Cuenta 210004180200051332: 9 movimientos nuevos, 1 ya estaba importado.Cuenta 004915002011111111: 1 movimiento nuevo, 1 ya estaba importado.',
    );
  });

  it('shows the column mapping of a CSV with unknown headers and its errors; once mapped and named, it imports', async () => {
    const user = userEvent.setup();
    render(<BankImportPanel corpId="corpA" />);
    await user.upload(screen.getByLabelText('Fichero del banco'), csv('Dia;Texto;Euros\n03/11/2026;TRANSFERENCIA;1.210,00\n'));
    expect(await screen.findByTestId('bank-format')).toHaveTextContent('CSV');
    expect(screen.getByTestId('bank-mapping')).toBeInTheDocument();
    expect(screen.getByTestId('bank-parse-errors')).toHaveTextContent('Fila 1: no se reconoce la fila de cabeceras');
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Fecha'), 'Columna 1');
    await user.selectOptions(screen.getByLabelText('Importe'), 'Columna 3');
    await user.selectOptions(screen.getByLabelText('Concepto'), 'Columna 2');
    expect(screen.queryByTestId('bank-parse-errors')).toBeNull();
    expect(screen.getByTestId('bank-preview')).toHaveTextContent('03/11/2026TRANSFERENCIA1.210,00');
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    await user.type(screen.getByLabelText('Cuenta'), 'ES9121000418450200051332');
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(mocks.importStatement).toHaveBeenCalledTimes(1));
    expect(mocks.importStatement.mock.calls[0]![0]).toMatchObject({
      format: 'csv',
      accountKey: '210004180200051332',
      movements: [{ date: '2026-11-03', amountCents: 121000, concepts: ['TRANSFERENCIA'] }],
    });
  });

  it('says a refused import in Spanish', async () => {
    mocks.importStatement.mockRejectedValue({ code: 'denied' });
    const user = userEvent.setup();
    render(<BankImportPanel corpId="corpA" />);
    await user.upload(screen.getByLabelText('Fichero del banco'), sample());
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/solo los administradores/);
  });
});
