/**
 * The limit on cash payments (Ley 7/2012, de 29 de octubre, art. 7.Uno.1, as worded by Ley
 * 11/2021, de 9 de julio): an operation in which one party acts as a business or professional —
 * every sale and purchase Almacena records — cannot be paid in cash for 1.000 € or more; the limit
 * is 10.000 € when the payer is an individual who shows that their tax domicile is not in Spain
 * and does not act as a business or professional. Art. 7.Uno.2: the payments an operation is split
 * into are added together, so the limit is on all the cash of one operation, never per payment.
 *
 * How Almacena applies it: a payment in cash of an operation (a counter ticket, an invoice marked
 * paid in cash) is refused when the cash reaches the limit; what is handed over above the total
 * comes back as change and is no payment. A refund follows its sale (its amount, by absolute
 * value). The payer's status is what the clerk states; nothing here can check a passport.
 * Pure: tested beside it (docs/DECISIONS.md, "Cash at the counter and the Ley 7/2012 limit").
 */

/** Who pays: anyone (1.000 €), or an individual without tax domicile in Spain, not acting as a business (10.000 €). */
export type CashPayer = 'standard' | 'nonResident';

export const CASH_LIMIT_CENTS: Readonly<Record<CashPayer, number>> = { standard: 100_000, nonResident: 1_000_000 };

/**
 * Why `cashCents` of one operation cannot be paid in cash, or null when it can: `{ limitCents }`
 * is the limit it reaches (cash at or over it is refused: "igual o superior").
 */
export function cashOverLimit(cashCents: number, payer: CashPayer): { limitCents: number } | null {
  const limitCents = CASH_LIMIT_CENTS[payer];
  return Math.abs(cashCents) >= limitCents ? { limitCents } : null;
}
