/**
 * «Aparcar venta» and the list of sales parked on this device (issue 29): when, total, lines;
 * Recuperar puts one back (the page asks first when the current ticket has lines), × discards it.
 */
import Button from 'react-bootstrap/Button';
import { formatEuros } from '../domain/money';
import type { ParkedSale } from './parkedSales';
import { COUNTER_TEXT as T } from './messages';

const TIME = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' });

export function parkedTime(sale: ParkedSale): string {
  return TIME.format(new Date(sale.parkedAt));
}

interface ParkedSalesProps {
  parked: readonly ParkedSale[];
  canPark: boolean;
  disabled: boolean;
  onPark: () => void;
  onResume: (id: string) => void;
  onDiscard: (id: string) => void;
}

export function ParkedSales({ parked, canPark, disabled, onPark, onResume, onDiscard }: ParkedSalesProps) {
  return (
    <div className="mb-3" data-testid="counter-parked">
      <Button variant="outline-secondary" size="sm" disabled={disabled || !canPark} onClick={onPark}>
        {T.park}
      </Button>
      {parked.length > 0 && (
        <section className="mt-2" aria-labelledby="counter-parked-title">
          <h2 id="counter-parked-title" className="h6">
            {T.parked}
          </h2>
          <ul className="list-unstyled mb-0">
            {parked.map((p) => (
              <li key={p.id} className="d-flex align-items-center gap-2 mb-1" data-testid="counter-parked-sale">
                <span className="flex-grow-1 small">{T.parkedLine(parkedTime(p), formatEuros(p.totalCents), p.lines.length)}</span>
                <Button size="sm" variant="outline-primary" disabled={disabled} aria-label={T.resumeOf(parkedTime(p))} onClick={() => onResume(p.id)}>
                  {T.resume}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={disabled}
                  aria-label={T.discardParked(parkedTime(p))}
                  onClick={() => onDiscard(p.id)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
