/** Invoices for the 303/349/390 tests: one group per invoice, amounts in cents, figures worked by hand in each test. */
import type { RateBreakdown } from '../documentTotals';
import type { TaxCause } from '../tax';
import type { Model349Invoice } from './model349';
import type { TaxOperation } from './model303';

export interface Spec {
  kind: 'input' | 'output';
  date: string;
  country?: string;
  nif?: string;
  name?: string;
  base: number;
  rate?: number;
  vat?: number;
  recargoRate?: number;
  recargo?: number;
  cause?: TaxCause;
  investment?: boolean;
  rectificativa?: boolean;
  operation?: TaxOperation;
  selfAssessedRate?: number;
  rectifiedTaxDate?: string;
}

export function invoice(s: Spec): Model349Invoice {
  const group: RateBreakdown = {
    vatRate: s.rate ?? 0,
    exemption: s.cause ?? null,
    baseCents: s.base,
    vatCents: s.vat ?? 0,
    recargoRate: s.recargoRate ?? 0,
    recargoCents: s.recargo ?? 0,
  };
  return {
    kind: s.kind,
    rectificativa: s.rectificativa ?? false,
    taxDate: s.date,
    partyCountryCode: s.country ?? 'ES',
    partyNif: s.nif ?? 'B12345678',
    partyName: s.name ?? 'Parte',
    investmentGoods: s.investment ?? false,
    breakdown: [group],
    replaced: null,
    operation: s.operation ?? null,
    selfAssessedRate: s.selfAssessedRate ?? null,
    rectifiedTaxDate: s.rectifiedTaxDate ?? null,
  };
}

/**
 * A first quarter of 2026 with one operation of each kind (the figures each test expects are worked out there):
 * sales 21 %, 4 % with recargo 0,5 %, E5 to France, N2 services to a German business, N2 to the US, E2 export;
 * purchases domestic 21 %, investment goods 21 %, goods from Italy, services from Ireland, domestic reverse charge, an import.
 */
export function quarterOne(year = 2026, month = '02'): Model349Invoice[] {
  const d = `${year}-${month}-15`;
  return [
    invoice({ kind: 'output', date: d, base: 100000, rate: 21, vat: 21000 }),
    invoice({ kind: 'output', date: d, base: 20000, rate: 4, vat: 800, recargoRate: 0.5, recargo: 100 }),
    invoice({ kind: 'output', date: d, country: 'FR', nif: 'FR40303265045', name: 'Client FR', base: 50000, cause: 'E5' }),
    invoice({ kind: 'output', date: d, country: 'DE', nif: '811907980', name: 'Kunde DE', base: 30000, cause: 'N2' }),
    invoice({ kind: 'output', date: d, country: 'US', nif: '12-3456789', name: 'Client US', base: 5000, cause: 'N2' }),
    invoice({ kind: 'output', date: d, country: 'MA', nif: 'X1', name: 'Client MA', base: 8000, cause: 'E2' }),
    invoice({ kind: 'input', date: d, base: 40000, rate: 21, vat: 8400 }),
    invoice({ kind: 'input', date: d, base: 100000, rate: 21, vat: 21000, investment: true }),
    invoice({ kind: 'input', date: d, country: 'IT', nif: 'IT00743110157', name: 'Fornitore IT', base: 60000 }),
    invoice({ kind: 'input', date: d, country: 'IE', nif: 'IE6388047V', name: 'Supplier IE', base: 10000, operation: 'intraEuServices' }),
    invoice({ kind: 'input', date: d, base: 20000, operation: 'reverseCharge' }),
    invoice({ kind: 'input', date: d, country: 'CN', nif: 'CN1', name: 'Supplier CN', base: 30000 }),
  ];
}
