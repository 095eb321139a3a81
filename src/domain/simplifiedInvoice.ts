/**
 * Facturas simplificadas (tickets), RD 1619/2012 (Reglamento de facturación):
 * - when one may be issued (art. 4): up to 400 € IVA included (art. 4.1.a), any rectificativa
 *   (art. 4.1.b), up to 3.000 € IVA included in the activities of art. 4.2 (retail sales,
 *   hostelería, hairdressing…). VERI*FACTU refuses an F2 over 3.000 € (AEAT error 1150);
 * - the "cualificada" (art. 7.2): when the customer asks, the recipient's NIF and address go on
 *   it and the cuota is shown separately;
 * - the counter: payment methods, change due, and the day's cash summary (cierre de caja).
 */

/** Art. 4.1.a: 400,00 € IVA included. */
export const SIMPLIFIED_LIMIT_CENTS = 40_000;
/** Art. 4.2: 3.000,00 € IVA included for retail sales and the other activities listed there. */
export const SIMPLIFIED_RETAIL_LIMIT_CENTS = 300_000;

export const SIMPLIFIED_ERRORS = [
  'simplifiedOverLimit',
  'tenderedShort',
  'recipientTaxIdMissing',
  'recipientNameMissing',
  'recipientAddressMissing',
] as const;
export type SimplifiedError = (typeof SIMPLIFIED_ERRORS)[number];

/** The limit that applies: 3.000 € when the company declares an art. 4.2 activity, else 400 €. */
export function simplifiedLimitCents(retailActivity: boolean): number {
  return retailActivity ? SIMPLIFIED_RETAIL_LIMIT_CENTS : SIMPLIFIED_LIMIT_CENTS;
}

export type SimplifiedOptions = {
  /** The company carries on an activity of art. 4.2 (ventas al por menor, hostelería…). */
  retailActivity: boolean;
  /** A rectificativa (R5) may always be simplified (art. 4.1.b), whatever its amount. */
  rectificativa?: boolean;
};

export type SimplifiedCheck = { ok: true } | { ok: false; code: 'simplifiedOverLimit'; limitCents: number; totalCents: number };

/** Whether a total (IVA included, in cents) may go on a simplified invoice (art. 4), or why not. */
export function checkSimplifiedLimit(totalCents: number, options: SimplifiedOptions): SimplifiedCheck {
  if (options.rectificativa === true) return { ok: true };
  const limitCents = simplifiedLimitCents(options.retailActivity);
  return totalCents <= limitCents ? { ok: true } : { ok: false, code: 'simplifiedOverLimit', limitCents, totalCents };
}

/** What a cualificada needs of the recipient (art. 7.2.a NIF and address; the name, which VERI*FACTU's IDDestinatario carries with the NIF). */
export const QUALIFIED_RECIPIENT_FIELDS = ['taxId', 'name', 'address'] as const;
export type QualifiedRecipientField = (typeof QUALIFIED_RECIPIENT_FIELDS)[number];

/** The error code of each missing field, so a form shows it beside the field. */
export const RECIPIENT_FIELD_ERRORS: Record<QualifiedRecipientField, SimplifiedError> = {
  taxId: 'recipientTaxIdMissing',
  name: 'recipientNameMissing',
  address: 'recipientAddressMissing',
};

export type SimplifiedRecipient = { [Field in QualifiedRecipientField]?: string | null };

export type RecipientCheck = {
  /** The customer gave some of their data: the invoice is to be a cualificada (art. 7.2). */
  qualified: boolean;
  /** The fields it needs: all of QUALIFIED_RECIPIENT_FIELDS for a cualificada, none otherwise. */
  required: QualifiedRecipientField[];
  /** Required fields left blank; the invoice can be issued when there are none. */
  missing: QualifiedRecipientField[];
  /** Art. 7.2.b: the cuota is shown apart from the base (a plain ticket may just say "IVA incluido"). */
  showVatSeparately: boolean;
};

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/**
 * Which recipient fields a simplified invoice needs. With no recipient data it is a plain ticket
 * and needs none; as soon as the customer gives any (they asked for a cualificada, art. 7.2),
 * it needs their NIF, name and address, and shows the cuota separately. Checks presence only:
 * the NIF's format is validated by taxId / partyId.
 */
export function checkRecipient(recipient: SimplifiedRecipient | null | undefined): RecipientCheck {
  const qualified = recipient != null && QUALIFIED_RECIPIENT_FIELDS.some((f) => !blank(recipient[f]));
  if (!qualified) return { qualified: false, required: [], missing: [], showVatSeparately: false };
  return {
    qualified: true,
    required: [...QUALIFIED_RECIPIENT_FIELDS],
    missing: QUALIFIED_RECIPIENT_FIELDS.filter((f) => blank(recipient[f])),
    showVatSeparately: true,
  };
}

/** How a counter sale is paid. */
export const COUNTER_PAYMENT_METHODS = ['efectivo', 'tarjeta', 'bizum'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export function isCounterPaymentMethod(value: unknown): value is CounterPaymentMethod {
  return (COUNTER_PAYMENT_METHODS as readonly unknown[]).includes(value);
}

export type ChangeDue = { ok: true; changeCents: number } | { ok: false; code: 'tenderedShort'; shortCents: number };

/**
 * The change to give for cash tendered (cents); refused when the cash does not cover the total.
 * For a negative total (a refund) the change is what is handed back. Amounts are whole cents:
 * anything else is a programming error (RangeError), as in decimal.ts.
 */
export function changeDue(totalCents: number, tenderedCents: number): ChangeDue {
  if (!Number.isSafeInteger(totalCents) || !Number.isSafeInteger(tenderedCents)) throw new RangeError('unsafeInteger');
  if (tenderedCents < totalCents) return { ok: false, code: 'tenderedShort', shortCents: totalCents - tenderedCents };
  const changeCents = tenderedCents - totalCents;
  return { ok: true, changeCents: changeCents === 0 ? 0 : changeCents };
}

export type CashTicket = {
  /** IVA included; negative for a rectificativa that gives money back. */
  totalCents: number;
  paymentMethod: CounterPaymentMethod;
  /** A rectificativa (R5): counted apart, with its own sign. */
  rectificativa?: boolean;
};

export type CashCloseRow = {
  /** Tickets and rectificativas. */
  count: number;
  /** Net: sales plus rectificativas (which are usually negative). */
  totalCents: number;
  salesCount: number;
  salesCents: number;
  rectificativaCount: number;
  rectificativaCents: number;
};

export type CashClose = {
  byMethod: Record<CounterPaymentMethod, CashCloseRow>;
  /** All methods together. */
  total: CashCloseRow;
};

const emptyRow = (): CashCloseRow => ({ count: 0, totalCents: 0, salesCount: 0, salesCents: 0, rectificativaCount: 0, rectificativaCents: 0 });

function addTicket(row: CashCloseRow, ticket: CashTicket): void {
  row.count += 1;
  row.totalCents += ticket.totalCents;
  if (ticket.rectificativa === true) {
    row.rectificativaCount += 1;
    row.rectificativaCents += ticket.totalCents;
  } else {
    row.salesCount += 1;
    row.salesCents += ticket.totalCents;
  }
}

/**
 * The day's cierre de caja: per payment method (every method present, in
 * COUNTER_PAYMENT_METHODS order) and in all, how many tickets and for how much, sales and
 * rectificativas apart. The cash in the drawer should have grown by byMethod.efectivo.totalCents.
 */
export function cashClose(tickets: readonly CashTicket[]): CashClose {
  const byMethod = Object.fromEntries(COUNTER_PAYMENT_METHODS.map((m) => [m, emptyRow()])) as Record<CounterPaymentMethod, CashCloseRow>;
  const total = emptyRow();
  for (const ticket of tickets) {
    if (!Number.isSafeInteger(ticket.totalCents)) throw new RangeError('unsafeInteger');
    const row = byMethod[ticket.paymentMethod];
    if (!row) throw new RangeError('unknownPaymentMethod');
    addTicket(row, ticket);
    addTicket(total, ticket);
  }
  return { byMethod, total };
}
