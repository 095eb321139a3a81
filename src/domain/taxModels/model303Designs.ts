/**
 * The modelo 303 designs, one table per design in force, copied as data from the
 * AEAT record designs (DR303e…) as kept by the public OCA `l10n-spain`
 * repository (`l10n_es_aeat_mod303/data/<design>/aeat.model.export.config.line.csv`
 * and `l10n.es.aeat.map.tax.line.csv`); DECISIONS.md "The 303, 349 and 390"
 * cites each file. Only the boxes Almacena fills are listed; the layout of the
 * fixed-width file is the AEAT file writer's.
 */
import type { Model303Design, TaxQuarter } from './types';

export interface RateBoxes {
  base: string;
  rate: string;
  quota: string;
}

export interface Design303 {
  design: Model303Design;
  /** First period the design is filed with (year, quarter). */
  from: { year: number; quarter: TaxQuarter };
  /** Where it comes from: the AEAT record design and the OCA data file it was read from. */
  source: string;
  /** IVA devengado, régimen general: VAT rate (percent) → boxes. */
  vatRates: Record<string, RateBoxes>;
  /** Recargo de equivalencia: recargo rate (percent) → boxes; a rate not listed goes to `otherRecargo`. */
  recargoRates: Record<string, RateBoxes>;
  otherRecargo: RateBoxes;
}

const b = (base: string, rate: string, quota: string): RateBoxes => ({ base, rate, quota });

const OCA = 'OCA/l10n-spain l10n_es_aeat_mod303/data';

/** Oldest first; `designFor` takes the last one whose `from` is not after the period. */
export const DESIGNS_303: readonly Design303[] = [
  {
    design: '2023',
    from: { year: 2023, quarter: 1 },
    source: `AEAT DR303 2023 design; ${OCA}/2023/aeat.model.export.config.line.csv (periods 2023-01 to 2024-09)`,
    vatRates: {
      '0': b('150', '151', '152'),
      '4': b('01', '02', '03'),
      '5': b('153', '154', '155'),
      '10': b('04', '05', '06'),
      '21': b('07', '08', '09'),
    },
    recargoRates: {
      '1.75': b('156', '157', '158'),
      '0': b('16', '17', '18'),
      '0.5': b('16', '17', '18'),
      '0.62': b('16', '17', '18'),
      '1.4': b('19', '20', '21'),
      '5.2': b('22', '23', '24'),
    },
    otherRecargo: b('16', '17', '18'),
  },
  {
    design: '2024-10',
    from: { year: 2024, quarter: 4 },
    source: `AEAT DR303e24v200 (from 10 and 4T 2024); ${OCA}/2024-10/aeat.model.export.config.line.csv and l10n.es.aeat.map.tax.line.csv`,
    vatRates: {
      '0': b('150', '151', '152'),
      '2': b('165', '166', '167'),
      '4': b('01', '02', '03'),
      '5': b('153', '154', '155'),
      '7.5': b('153', '154', '155'),
      '10': b('04', '05', '06'),
      '21': b('07', '08', '09'),
    },
    recargoRates: {
      '1.75': b('156', '157', '158'),
      '1': b('16', '17', '18'),
      '0.26': b('168', '169', '170'),
      '0.5': b('168', '169', '170'),
      '1.4': b('19', '20', '21'),
      '5.2': b('22', '23', '24'),
    },
    otherRecargo: b('16', '17', '18'),
  },
  {
    design: '2025',
    from: { year: 2025, quarter: 4 },
    source: `AEAT DR303e25 (4T and 12 of 2025); ${OCA}/2025-12/aeat.model.export.config.line.csv (from 2025-10-01)`,
    vatRates: {
      '0': b('150', '151', '152'),
      '2': b('165', '166', '167'),
      '4': b('01', '02', '03'),
      '5': b('153', '154', '155'),
      '7.5': b('153', '154', '155'),
      '10': b('04', '05', '06'),
      '21': b('07', '08', '09'),
    },
    recargoRates: {
      '1.75': b('156', '157', '158'),
      '0.5': b('168', '169', '170'),
      '0': b('16', '17', '18'),
      '0.62': b('16', '17', '18'),
      '1': b('16', '17', '18'),
      '1.4': b('19', '20', '21'),
      '5.2': b('22', '23', '24'),
    },
    otherRecargo: b('16', '17', '18'),
  },
  {
    design: '2026',
    from: { year: 2026, quarter: 1 },
    source: `AEAT DR303e26v101 (2026 and later, updated 28/01/2026); ${OCA}/2026/aeat.model.export.config.line.csv (from 2026-01-01)`,
    vatRates: {
      '0': b('150', '151', '152'),
      '2': b('165', '166', '167'),
      '4': b('01', '02', '03'),
      '5': b('153', '154', '155'),
      '7.5': b('153', '154', '155'),
      '10': b('04', '05', '06'),
      '21': b('07', '08', '09'),
    },
    recargoRates: {
      '1.75': b('156', '157', '158'),
      '0.5': b('168', '169', '170'),
      '0': b('16', '17', '18'),
      '0.62': b('16', '17', '18'),
      '1': b('16', '17', '18'),
      '1.4': b('19', '20', '21'),
      '5.2': b('22', '23', '24'),
    },
    otherRecargo: b('16', '17', '18'),
  },
];

/** The design a quarter is filed with; periods before 2023 are refused (no table kept). */
export function designFor(year: number, quarter: TaxQuarter): Design303 {
  let found: Design303 | null = null;
  for (const d of DESIGNS_303) if (year > d.from.year || (year === d.from.year && quarter >= d.from.quarter)) found = d;
  if (!found) throw new RangeError('model303DesignUnknown');
  return found;
}
