import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportXmlButton, exportBlocker } from './ExportXmlButton';

describe('exportBlocker', () => {
  it.each([
    [0, 'noneSelected'],
    [1, null],
    [1000, null],
    [1001, 'tooMany'],
  ])('%i selected: %s', (count, expected) => {
    expect(exportBlocker(count)).toBe(expected);
  });
});

describe('ExportXmlButton', () => {
  it('disabled with nothing selected, it says why next to it and the button points to that text', () => {
    render(<ExportXmlButton selectedCount={0} busy={false} exporting={false} onExport={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Exportar XML' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Para exportar el XML, marca en la tabla los registros que quieras incluir.');
    expect(screen.getByTestId('verifactu-export-hint')).toBeVisible();
  });

  it('disabled with too many selected, it says the limit', () => {
    render(<ExportXmlButton selectedCount={1001} busy={false} exporting={false} onExport={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Exportar XML' })).toHaveAccessibleDescription(/hasta 1\.000 registros/);
  });

  it('enabled with a selection: no hint, and it exports', () => {
    const onExport = vi.fn();
    render(<ExportXmlButton selectedCount={2} busy={false} exporting={false} onExport={onExport} />);
    const button = screen.getByRole('button', { name: 'Exportar XML' });
    expect(button).toBeEnabled();
    expect(screen.queryByTestId('verifactu-export-hint')).toBeNull();
    fireEvent.click(button);
    expect(onExport).toHaveBeenCalledOnce();
  });
});
