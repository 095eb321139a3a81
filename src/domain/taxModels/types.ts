/**
 * The results of the AEAT models Almacena computes: 303 (quarterly VAT
 * self-assessment), 349 (recapitulative of intra-EU operations) and 390 (the
 * year's VAT summary). Plain data, keyed by the box number printed on the
 * form of the design in force for the period (see DECISIONS.md "The 303, 349
 * and 390" for every box table and the Orden that approves it).
 *
 * Units, everywhere: money in integer cents; a rate or percentage box in
 * hundredths of a percent (21 % is 2100, 100 % is 10000), as the AEAT's
 * fixed-width designs print them (two decimals). A box that does not apply is
 * absent, never zero-by-default: a writer prints an absent box as zero.
 *
 * These shapes are a contract with the AEAT file writers (`*File*.ts` in this
 * folder): add fields, do not rename or remove them.
 */

/** A box number as the form prints it, without brackets: '01', '07', '150', '71'. */
export type BoxNumber = string;

/** Box number → integer (cents, or hundredths of a percent in a rate box). */
export type BoxValues = Record<BoxNumber, number>;

export type TaxQuarter = 1 | 2 | 3 | 4;

/**
 * The 303 design a period is filed with, named by its first period. Each one is
 * a table in `model303Designs.ts` with its source (AEAT record design DR303e…):
 * '2023' from 1T 2023, '2024-10' from 4T 2024 ([165] 2 %, [168] 0,26 %),
 * '2025' from 4T 2025 ([168] 0,5 %), '2026' from 1T 2026 ([108], [109], [112]).
 */
export type Model303Design = '2023' | '2024-10' | '2025' | '2026';

/**
 * What the result [71] asks of the AEAT (design's "tipo de declaración"):
 * I a ingresar, C a compensar (negative, Q1–Q3 or Q4 by choice), D a devolver
 * (negative, Q4 only, unless in the monthly refund register), N sin actividad /
 * resultado cero.
 */
export type Model303ResultType = 'I' | 'C' | 'D' | 'N';

export interface Model303Boxes {
  model: '303';
  year: number;
  quarter: TaxQuarter;
  design: Model303Design;
  /** Every computed box: money in cents, rate boxes in hundredths of a percent. */
  boxes: BoxValues;
  resultType: Model303ResultType;
  /** [71] in cents (negative when a compensar or a devolver); the same value as boxes['71']. */
  resultCents: number;
}

/**
 * 349 keys (Orden EHA/769/2010, modelo 349 design; RIVA arts. 78–81):
 * E supplies of goods to another member state, A intra-EU acquisitions of goods,
 * T triangular operations, S services rendered, I services acquired,
 * M / H supplies after an import exempt (customs regime 42 / 63 by a tax
 * representative), R transfers of goods under call-off stock, D returns of call-off
 * stock, C substitutions of the call-off recipient.
 */
export type Model349Key = 'E' | 'A' | 'T' | 'S' | 'I' | 'M' | 'H' | 'R' | 'D' | 'C';

/** A 349 period: a quarter ('1T'…'4T'), a month ('01'…'12') or the year ('0A'). */
export type Model349Period = '1T' | '2T' | '3T' | '4T' | '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12' | '0A';

export interface Model349Rectification {
  /** The period the rectified operations were first declared in. */
  year: number;
  period: Model349Period;
  /** The corrected amount for that operator, key and period (cents, never negative). */
  correctedBaseCents: number;
  /** The amount declared before for that operator, key and period (cents). */
  previouslyDeclaredCents: number;
}

/** One line of the 349: an operator and a key, with its amount or its rectification. */
export interface Model349Record {
  /** Country prefix of the NIF-IVA as VIES writes it ('FR', 'DE', 'EL' for Greece, 'XI' for Northern Ireland). */
  countryCode: string;
  /** The NIF-IVA without the country prefix. */
  vatNumber: string;
  /** Operator's name (apellidos y nombre o razón social). */
  name: string;
  key: Model349Key;
  /** The period's amount in cents (0 on a rectification-only record). */
  baseCents: number;
  /** Present on a record that corrects an earlier period. */
  rectification: Model349Rectification | null;
}

export interface Model349Declaration {
  model: '349';
  year: number;
  period: Model349Period;
  /** Operations of the period, then rectifications, each sorted by country, number, key. */
  records: Model349Record[];
  /** Totals of the period's records (not rectifications): number of operators and sum of bases. */
  operatorCount: number;
  totalBaseCents: number;
  /** Totals of the rectification records: their count and the sum of corrected amounts. */
  rectificationCount: number;
  totalRectifiedCents: number;
}

/** The 390 design a year is filed with (Orden HAC/27/2026 for the 2026 year). */
export type Model390Design = '2026';

export interface Model390Boxes {
  model: '390';
  year: number;
  design: Model390Design;
  /** Every computed box: money in cents, rate boxes in hundredths of a percent. */
  boxes: BoxValues;
}
