/** The import preview: rows after an unclosed quote are not lost, and long values do not fill the dialog. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CsvImportModal } from './CsvImportModal';
import type { ImportSpec } from './importPlan';

type K = 'code' | 'name';
type D = Record<K, string>;

const spec: ImportSpec<K, D, D, D> = {
  columns: [
    { key: 'code', header: 'Código' },
    { key: 'name', header: 'Nombre' },
  ],
  required: ['code', 'name'],
  keyName: 'código',
  keyOf: (cells) => cells.code || null,
  blank: { code: '', name: '' },
  draftOf: (e) => e,
  validate: (d) => ({ ok: true, value: d }),
  describe: (cells) => cells.name ?? '',
};

async function preview(text: string) {
  render(<CsvImportModal show title="Importar" spec={spec} lookup={async () => new Map()} write={vi.fn()} onClose={vi.fn()} />);
  await userEvent.upload(screen.getByLabelText('Archivo CSV'), new File([text], 'datos.csv', { type: 'text/csv' }));
  return screen.findByTestId('import-preview');
}

describe('CsvImportModal preview', () => {
  it('names the row with an unclosed quote and keeps every row after it', async () => {
    const table = await preview('Código;Nombre\n1;"Uno\n2;Dos\n3;Tres\n4;Cuatro\n5;Cinco\n6;Seis\n');
    expect(screen.getByTestId('import-unclosed-quotes')).toHaveTextContent('Fila 2: comillas sin cerrar');
    expect(within(table).getByTestId('import-row-2')).toHaveTextContent('Rechazar');
    expect(within(table).getByTestId('import-row-2')).toHaveTextContent('Comillas sin cerrar');
    for (const line of [3, 4, 5, 6, 7]) expect(within(table).getByTestId(`import-row-${line}`)).toHaveTextContent('Crear');
    expect(screen.getByTestId('import-summary')).toHaveTextContent('Se crearán 5 registros, se actualizarán 0 y se rechazarán 1.');
  });

  it('shortens a 5.000-character value with an ellipsis and keeps the full value in its title', async () => {
    const long = 'x'.repeat(5000);
    const table = await preview(`Código;Nombre\n1;${long}\n`);
    const cell = within(within(table).getByTestId('import-row-2')).getAllByRole('cell')[1]!;
    expect(cell.textContent!.length).toBeLessThan(100);
    expect(cell.textContent!.endsWith('…')).toBe(true);
    expect(cell).toHaveAttribute('title', long);
  });
});

describe('CsvImportModal writing', () => {
  it('marks the rows the write could not save with their reason, and counts only the saved ones', async () => {
    const write = vi.fn(async (rows: { value: D }[], onProgress: (n: number) => void) => {
      onProgress(rows.length - 1);
      return [{ index: 1, reason: 'Otro producto ha tomado el código 2 mientras se importaba el archivo.' }];
    });
    render(<CsvImportModal show title="Importar" spec={spec} lookup={async () => new Map()} write={write} onClose={vi.fn()} />);
    await userEvent.upload(
      screen.getByLabelText('Archivo CSV'),
      new File(['Código;Nombre\n1;Uno\n2;Dos\n3;Tres\n'], 'datos.csv', { type: 'text/csv' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 3 filas' }));

    expect(await screen.findByTestId('import-done')).toHaveTextContent(
      'Importación terminada: 2 registros creados y 0 actualizados. No se ha guardado la fila 3: el motivo está en la tabla',
    );
    expect(write.mock.calls[0]![0].map((r) => r.value.code)).toEqual(['1', '2', '3']);
    const table = screen.getByTestId('import-preview');
    expect(within(table).getByTestId('import-row-3')).toHaveTextContent('No guardada');
    expect(within(table).getByTestId('import-row-3')).toHaveTextContent('Otro producto ha tomado el código 2');
    expect(within(table).getByTestId('import-row-2')).toHaveTextContent('Crear');

    await userEvent.click(screen.getByLabelText('Solo rechazadas'));
    expect(within(table).getAllByRole('row')).toHaveLength(2); // the header and line 3
  });

  it('names at most ten rows that were not saved, and says how many more', async () => {
    const lines = Array.from({ length: 14 }, (_, i) => `${i + 1};Fila ${i + 1}`);
    const write = async (rows: unknown[]) => rows.map((_, index) => ({ index, reason: 'No se ha podido guardar.' })).slice(0, 12);
    render(<CsvImportModal show title="Importar" spec={spec} lookup={async () => new Map()} write={write} onClose={vi.fn()} />);
    await userEvent.upload(
      screen.getByLabelText('Archivo CSV'),
      new File([`Código;Nombre\n${lines.join('\n')}\n`], 'datos.csv', { type: 'text/csv' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 14 filas' }));
    expect(await screen.findByTestId('import-done')).toHaveTextContent(
      'Importación terminada: 2 registros creados y 0 actualizados. No se han guardado las filas 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 y 2 más:',
    );
  });
});
