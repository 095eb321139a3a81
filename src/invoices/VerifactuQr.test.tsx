import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issued, line } from './pdf/testInvoice';
import { qrSymbol } from './pdf/qrSymbol';
import { VerifactuQr } from './VerifactuQr';

// 1.020,30 € at 21 %: TOTAL FACTURA 1.234,56 €. Test builds use the AEAT's test host.
const invoice = issued([line(1, { quantity: 1, unitPriceCents: 102030 })], { numberText: 'FV-2026-000124' });
const URL = 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=FV-2026-000124&fecha=05-03-2026&importe=1234.56';

describe('VerifactuQr', () => {
  it('shows the QR tributario of an issued sales invoice, its legend and the cotejo link', () => {
    render(<VerifactuQr invoice={invoice} />);
    const image = screen.getByRole('img', { name: `Código QR tributario de la factura, enlace al cotejo de la AEAT: ${URL}` });
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrSymbol(URL).path);
    expect(screen.getByText('QR tributario:')).toBeInTheDocument();
    expect(screen.getByText('VERI*FACTU')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Cotejar en la AEAT' });
    expect(link).toHaveAttribute('href', URL);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['a purchase invoice', { ...invoice, kind: 'input' as const }],
    ['a draft', { ...invoice, state: 'borrador' as const }],
  ])('shows nothing for %s', (_name, other) => {
    const { container } = render(<VerifactuQr invoice={other} />);
    expect(container).toBeEmptyDOMElement();
  });
});
