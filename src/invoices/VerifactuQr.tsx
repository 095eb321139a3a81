/**
 * The QR tributario of an issued sales invoice on screen: the same code as in
 * its PDF (AEAT cotejo URL, level M; see pdf/qrSymbol.ts), with its label,
 * the "VERI*FACTU" legend and the URL as a link for those who cannot scan it.
 * Nothing for drafts and purchase invoices.
 */
import { useMemo } from 'react';
import { invoiceCotejoUrl, QR_SPEC } from '../domain/verifactu/qr';
import type { Invoice } from '../domain/invoices/invoiceModel';
import { QUIET_ZONE_MODULES, qrSymbol } from './pdf/qrSymbol';
import { cotejoEnvironment } from './verifactuEnvironment';

const TEXT = {
  alt: (url: string) => `Código QR tributario de la factura, enlace al cotejo de la AEAT: ${url}`,
  link: 'Cotejar en la AEAT',
};

export function VerifactuQr({ invoice }: { invoice: Invoice }) {
  const url = invoiceCotejoUrl(invoice, cotejoEnvironment);
  const symbol = useMemo(() => (url ? qrSymbol(url) : null), [url]);
  if (!url || !symbol) return null;
  const side = symbol.modules + 2 * QUIET_ZONE_MODULES;
  return (
    <figure className="text-center small mb-2 flex-shrink-0" data-testid="verifactu-qr">
      <figcaption className="text-body-secondary">{QR_SPEC.label}</figcaption>
      <svg
        role="img"
        aria-label={TEXT.alt(url)}
        width="148"
        height="148"
        viewBox={`${-QUIET_ZONE_MODULES} ${-QUIET_ZONE_MODULES} ${side} ${side}`}
        shapeRendering="crispEdges"
        className="d-block mx-auto"
      >
        <rect x={-QUIET_ZONE_MODULES} y={-QUIET_ZONE_MODULES} width={side} height={side} fill="#ffffff" />
        <path d={symbol.path} fill="#000000" />
      </svg>
      <div className="fw-semibold">{QR_SPEC.legend}</div>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {TEXT.link}
      </a>
    </figure>
  );
}
