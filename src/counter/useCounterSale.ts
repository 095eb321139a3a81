/**
 * The state of one counter sale: its lines, the optional client, the payment, and Cobrar, which
 * calls sellAtCounter once (a second press while it runs does nothing). Products found by a scan
 * are remembered for the page's life (productLookup), so a repeated scan reads nothing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CounterPaymentMethod } from '../domain/simplifiedInvoice';
import type { PartyFacts } from '../invoices/partyFacts';
import { logInvoiceFailure } from '../invoices/invoiceErrors';
import {
  addToCart,
  cartTotals,
  checkPayment,
  parseScan,
  repriceLines,
  saleRequest,
  type CartLine,
  type CounterProduct,
  type PaymentInput,
} from './counterModel';
import { createPriceResolver } from '../pricing/priceResolver';
import { counterRepository } from './counterRepository';
import { sellAtCounter, type CounterReceipt } from './counterWriter';
import { COUNTER_TEXT as T, saleErrorMessage } from './messages';
import { createProductLookup } from './productLookup';
import { timedPart } from '../shared/userTiming';
import { park, parkedStorageKey, readParked, unpark, writeParked, type ParkedSale } from './parkedSales';

/** The parked sales of this device (localStorage; unavailable storage reads as none). */
function loadParked(corpId: string): ParkedSale[] {
  try {
    return readParked(window.localStorage.getItem(parkedStorageKey(corpId)));
  } catch {
    return [];
  }
}

function storeParked(corpId: string, parked: readonly ParkedSale[]): void {
  try {
    window.localStorage.setItem(parkedStorageKey(corpId), writeParked(parked));
  } catch (e) {
    console.error('Mostrador: no se han podido guardar las ventas aparcadas', e);
  }
}

import { madridIsoDate } from '../domain/invoiceDates';
import { normalizeVoucherCode, voucherRefusal, voucherSplit, type Voucher, type VoucherRefusal } from '../domain/vouchers/voucher';

/** The «Vale» field: nothing typed, being read, a vale that can pay, or why the typed code cannot. */
export type VoucherState =
  | { kind: 'none' }
  | { kind: 'loading'; code: string }
  | { kind: 'ok'; voucher: Voucher }
  | { kind: 'refused'; why: VoucherRefusal | 'badCode' | 'readFailed'; voucher: Voucher | null };

export interface SaleDone {
  receipt: CounterReceipt;
  totalCents: number;
  /** How it was paid: the change is said only for cash. */
  method: CounterPaymentMethod;
}

const FRESH_PAYMENT: PaymentInput = { method: 'efectivo', tendered: '', nonResident: false };

export function useCounterSale(corpId: string, retailActivity: boolean) {
  const lookup = useMemo(() => createProductLookup(counterRepository, corpId), [corpId]);
  const [lines, setLinesState] = useState<CartLine[]>([]);
  const [client, setClient] = useState<PartyFacts | null>(null);
  const [payment, setPayment] = useState<PaymentInput>(FRESH_PAYMENT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<SaleDone | null>(null);
  const charging = useRef(false);
  // Units in stock of each stocked product on the ticket, read once when it is first added (null: being read).
  const [inStock, setInStock] = useState<Record<string, number | null>>({});
  const stockAsked = useRef(new Set<string>());
  // Parked sales (issue 29), kept per device; another tab's changes are followed through the storage event.
  const [parked, setParked] = useState<ParkedSale[]>(() => loadParked(corpId));
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const key = parkedStorageKey(corpId);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setParked(readParked(e.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [corpId]);

  // A vale (issue 29): looked up with one get when the clerk checks it; the command checks it again in its transaction.
  const [voucherText, setVoucherTextState] = useState('');
  const [voucher, setVoucher] = useState<VoucherState>({ kind: 'none' });
  const voucherAsked = useRef(0);

  // Tarifas (issue 31): the ticket's client's, or the company's default tarifa. Each product is read
  // once per client (≤ 3 gets, pricingRepository); sellAtCounter resolves the same way on the server.
  const clientId = client?.id ?? null;
  const resolver = useMemo(() => createPriceResolver(corpId, clientId), [corpId, clientId]);
  const pricedProducts = useRef(new Map<string, CounterProduct>());
  useEffect(() => {
    let live = true;
    const today = madridIsoDate(new Date());
    const priceOf = (productId: string, quantity: number) => resolver.cached(productId, quantity, today);
    setLinesState((current) => repriceLines(current, priceOf));
    const unread = [...new Set(lines.map((l) => l.productId))].filter(
      (id) => pricedProducts.current.has(id) && resolver.cached(id, 1, today) === null,
    );
    if (unread.length > 0) {
      void Promise.all(unread.map((id) => resolver.price(pricedProducts.current.get(id)!, 1, today))).then(() => {
        if (live) setLinesState((current) => repriceLines(current, priceOf));
      });
    }
    return () => {
      live = false;
    };
  }, [resolver, lines]);

  const totals = cartTotals(lines);
  const voucherCents = voucher.kind === 'ok' ? voucherSplit(voucher.voucher.balanceCents, totals.totalCents).voucherCents : 0;
  const paymentCheck = checkPayment(totals, payment, retailActivity, voucherCents);
  // A code typed and not (yet) accepted blocks Cobrar: the clerk checks it or clears it.
  const voucherPending = voucherText.trim() !== '' && voucher.kind !== 'ok';
  const check = { ...paymentCheck, ready: paymentCheck.ready && !voucherPending };

  const setVoucherText = (text: string) => {
    voucherAsked.current += 1;
    setVoucherTextState(text);
    setVoucher({ kind: 'none' });
  };
  const checkVoucher = async () => {
    const code = normalizeVoucherCode(voucherText);
    if (!code) {
      setVoucher({ kind: 'refused', why: 'badCode', voucher: null });
      return;
    }
    const asked = ++voucherAsked.current;
    setVoucher({ kind: 'loading', code });
    try {
      const found = await counterRepository.voucher(corpId, code);
      if (asked !== voucherAsked.current) return;
      const why = voucherRefusal(found, madridIsoDate(new Date()));
      setVoucher(why ? { kind: 'refused', why, voucher: found } : { kind: 'ok', voucher: found! });
    } catch (e) {
      console.error('Mostrador: no se ha podido leer el vale', e);
      if (asked === voucherAsked.current) setVoucher({ kind: 'refused', why: 'readFailed', voucher: null });
    }
  };

  const setLines = (change: (lines: CartLine[]) => CartLine[]) => {
    setError(null);
    setNotice(null);
    setLinesState(change);
  };

  /** Reads a stocked product's level the first time it is added; a failed read only means no warning. */
  const readStock = (product: CounterProduct) => {
    if (!product.stocked || stockAsked.current.has(product.id)) return;
    stockAsked.current.add(product.id);
    counterRepository.inStock(corpId, product.id).then(
      (quantity) => setInStock((s) => ({ ...s, [product.id]: quantity })),
      (e: unknown) => console.error('Mostrador: no se ha podido leer el stock', e),
    );
  };

  /** Looks the scanned text up and adds it; the message to show at the field when it cannot. */
  const scan = async (text: string): Promise<string | null> => {
    const parsed = parseScan(text);
    if (!parsed) return T.badQuantity;
    try {
      const found = await timedPart('counter.scan', () => lookup.find(parsed.code));
      if (!found.ok) return found.code === 'unknown' ? T.unknownCode(parsed.code) : T.inactive(found.product.code, found.product.name);
      pricedProducts.current.set(found.product.id, found.product);
      setLines((current) => addToCart(current, found.product, parsed.quantity));
      readStock(found.product);
      return null;
    } catch (e) {
      console.error('Mostrador: no se ha podido buscar el producto', e);
      return T.lookupFailed;
    }
  };

  const addProduct = (product: CounterProduct) => {
    lookup.remember(product);
    pricedProducts.current.set(product.id, product);
    setLines((current) => addToCart(current, product, 1));
    readStock(product);
  };

  const editLine = (index: number, field: 'quantity' | 'price' | 'discount', value: string) =>
    setLines((current) => current.map((l, i) => (i === index ? { ...l, [field]: value } : l)));

  const removeLine = (index: number) => setLines((current) => current.filter((_, i) => i !== index));

  const charge = async () => {
    if (charging.current || !check.ready || check.tenderedCents === null) return;
    const request = saleRequest(
      lines,
      client?.id ?? null,
      payment.method,
      check.tenderedCents,
      payment.nonResident,
      voucher.kind === 'ok' ? voucher.voucher.code : null,
    );
    if (!request) return;
    charging.current = true;
    setBusy(true);
    setError(null);
    try {
      const receipt = await timedPart('counter.sell', () => sellAtCounter(corpId, request));
      // The server prices the products itself (counterPrice.ts): what it charged is what is shown.
      setDone({ receipt, totalCents: receipt.totalCents ?? totals.totalCents, method: payment.method });
    } catch (e) {
      logInvoiceFailure(e);
      setError(saleErrorMessage(e));
    } finally {
      charging.current = false;
      setBusy(false);
    }
  };

  const newSale = () => {
    setLinesState([]);
    setClient(null);
    setPayment(FRESH_PAYMENT);
    setVoucherText('');
    setError(null);
    setNotice(null);
    setDone(null);
  };

  /** Puts the cart aside on this device (the client is not kept: it is chosen again on resume). */
  const parkSale = () => {
    const current = loadParked(corpId);
    const result = park(current, lines, totals.totalCents, Date.now());
    if (!result.ok) {
      setParked(current);
      setNotice(result.code === 'full' ? T.parkedFull(current.length) : null);
      return;
    }
    storeParked(corpId, result.parked);
    setParked(result.parked);
    newSale();
    setNotice(T.parkedDone);
  };

  /** Puts a parked cart back (the current one must be empty: the page asks before discarding it). */
  const resumeSale = (id: string) => {
    const { parked: rest, sale } = unpark(loadParked(corpId), id);
    storeParked(corpId, rest);
    setParked(rest);
    if (!sale) return;
    newSale();
    // The stock warnings of products read earlier on this page still show; others are not read again
    // (a parked line does not say whether it is a service).
    setLinesState(sale.lines);
  };

  const discardParked = (id: string) => {
    const { parked: rest } = unpark(loadParked(corpId), id);
    storeParked(corpId, rest);
    setParked(rest);
  };

  return {
    lines,
    inStock,
    totals,
    check,
    client,
    payment,
    busy,
    error,
    done,
    scan,
    addProduct,
    editLine,
    removeLine,
    setClient,
    setMethod: (method: CounterPaymentMethod) => setPayment((p) => ({ ...p, method })),
    setTendered: (tendered: string) => setPayment((p) => ({ ...p, tendered })),
    setNonResident: (nonResident: boolean) => setPayment((p) => ({ ...p, nonResident })),
    voucherText,
    voucher,
    voucherCents,
    setVoucherText,
    checkVoucher,
    charge,
    newSale,
    parked,
    notice,
    parkSale,
    resumeSale,
    discardParked,
  };
}

export type CounterSaleState = ReturnType<typeof useCounterSale>;
