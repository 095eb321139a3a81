/**
 * What the direct-debit (pain.008) and credit-transfer (pain.001) files share: the structured
 * postal address, the refusal list, amounts, the creation time, the checks of a party's name,
 * account, BIC and address, and the XML pieces written alike in both (the address, an agent).
 */
import type { create } from 'xmlbuilder2';
import { PARTY_COUNTRY_CODES } from '../countries';
import { scaledToDecimalString } from '../decimal';
import { parseIsoDate } from '../dates';
import { validateIban, type IbanError } from '../iban';
import type { TaxIdError } from '../taxId';
import { madridDateTime } from '../verifactu/madridTime';
import { validateBic, type BicError } from './bic';
import type { CreditorIdError } from './creditorId';
import { toSepaText } from './sepaText';

export type XmlNode = ReturnType<typeof create>;

/**
 * A structured postal address (ISO 20022 PostalAddress6), the only kind the EPC accepts from
 * November 2025 (2023 rulebooks; unstructured AdrLine-only addresses are refused from November
 * 2026). Town and country are always required when an address is given; the street and the
 * postal code are required of Almacena's own company.
 */
export interface SepaAddress {
  /** StrtNm, at most 70. */
  streetName?: string;
  /** BldgNb, at most 16. */
  buildingNumber?: string;
  /** PstCd, at most 16. */
  postCode?: string;
  /** TwnNm, at most 35. */
  townName: string;
  /** Ctry, ISO 3166-1 alpha-2 ("ES"). */
  country: string;
}

/** Field lengths of the XSDs (and of the EPC guidelines, which keep names to 70). */
export const SEPA_LIMITS = {
  name: 70,
  streetName: 70,
  buildingNumber: 16,
  postCode: 16,
  townName: 35,
  remittanceInfo: 140,
} as const;

/** The largest amount of one SEPA transaction: 999 999 999,99 € (EPC AT-06 / AT-04). */
export const MAX_SEPA_AMOUNT_CENTS = 99_999_999_999;

export const SEPA_PROBLEM_CODES = [
  'empty',
  'invalidDate',
  'notPositiveInteger',
  'tooLarge',
  'duplicate',
  'tooLong',
  'invalidChars',
  'afterCollection',
  'inFuture',
  'inPast',
  'country',
  'invalid',
  'noItems',
] as const;

/** Why a file was refused: the codes of the checks here and those of the IBAN, BIC, NIF and creditor id. */
export type SepaProblemCode = (typeof SEPA_PROBLEM_CODES)[number] | IbanError | BicError | CreditorIdError | TaxIdError;

/**
 * One reason a file was not made: the item (its index in the input's list) or null for the file's
 * own data, the field (a path such as "debtorIban", "creditor.address.townName") and the code.
 */
export interface SepaProblem {
  item: number | null;
  field: string;
  code: SepaProblemCode;
}

/** One PmtInf: its id, its date (ReqdColltnDt / ReqdExctnDt), its sequence type for debits, and its totals. */
export interface SepaBatchTotals {
  paymentInfoId: string;
  date: string;
  sequenceType?: string;
  numberOfTransactions: number;
  controlSumCents: number;
  /** The indexes in the input's list of the items in this batch, in the file's order. */
  items: number[];
}

export interface SepaTotals {
  numberOfTransactions: number;
  controlSumCents: number;
  batches: SepaBatchTotals[];
}

export interface XmlOptions {
  /** Indented output, for people; banks take either. */
  pretty?: boolean;
}

export type SepaFileResult = { ok: true; xml: string; totals: SepaTotals } | { ok: false; problems: SepaProblem[] };

/** A value that must be a string (data read from outside may be anything): itself, or "". */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** "1234.50": cents as the XSD's decimal, "." and always two decimals. */
export function amountText(cents: number): string {
  return scaledToDecimalString(cents, 2);
}

/** Why an amount cannot be one transaction's (a whole number of cents, 1 to 99 999 999 999), or null. */
export function amountProblem(cents: unknown): SepaProblemCode | null {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents <= 0) return 'notPositiveInteger';
  return cents > MAX_SEPA_AMOUNT_CENTS ? 'tooLarge' : null;
}

/** True when `date` is a real calendar date "YYYY-MM-DD". */
export function isIsoDate(date: unknown): date is string {
  return typeof date === 'string' && parseIsoDate(date) !== null;
}

/**
 * CreDtTm: Madrid's wall-clock time to the second, "2026-11-29T10:15:00", as the AEB's guides
 * write it; and the Madrid date of the same instant (the first day a collection or execution may
 * be asked for). Null when `createdAt` is not a valid instant.
 */
export function creationTimeOf(createdAt: unknown): { dateTime: string; date: string } | null {
  if (!(createdAt instanceof Date) || !Number.isFinite(createdAt.getTime())) return null;
  const dateTime = madridDateTime(createdAt).slice(0, 19);
  return { dateTime, date: dateTime.slice(0, 10) };
}

/** Collects problems as the checks find them. */
export class Problems {
  readonly list: SepaProblem[] = [];

  add(item: number | null, field: string, code: SepaProblemCode | null): void {
    if (code !== null) this.list.push({ item, field, code });
  }
}

/** A name as written (EPC set, at most 70), or a problem when nothing writable is left. */
export function checkName(problems: Problems, item: number | null, field: string, name: unknown): string {
  const text = toSepaText(str(name), SEPA_LIMITS.name);
  if (text === '') problems.add(item, field, 'empty');
  return text;
}

/** The normalised IBAN, or a problem (iban.ts's code). */
export function checkIban(problems: Problems, item: number | null, field: string, iban: unknown): string {
  const result = validateIban(str(iban));
  if (!result.ok) problems.add(item, field, result.code);
  return result.ok ? result.value : '';
}

/** The normalised BIC, undefined when none was given, or a problem. */
export function checkBic(problems: Problems, item: number | null, field: string, bic: unknown): string | undefined {
  if (bic === undefined || bic === null || str(bic).trim() === '') return undefined;
  const result = validateBic(str(bic));
  if (!result.ok) problems.add(item, field, result.code);
  return result.ok ? result.value : undefined;
}

/**
 * The address as written (every text in the EPC set and cut to its length), or problems: town
 * and country always, street and postal code when `full` (the company's own address).
 */
export function checkAddress(problems: Problems, item: number | null, field: string, address: unknown, full: boolean): SepaAddress {
  const raw = (typeof address === 'object' && address !== null ? address : {}) as Partial<Record<keyof SepaAddress, unknown>>;
  const written: SepaAddress = {
    streetName: toSepaText(str(raw.streetName), SEPA_LIMITS.streetName),
    buildingNumber: toSepaText(str(raw.buildingNumber), SEPA_LIMITS.buildingNumber),
    postCode: toSepaText(str(raw.postCode), SEPA_LIMITS.postCode),
    townName: toSepaText(str(raw.townName), SEPA_LIMITS.townName),
    country: str(raw.country).trim().toUpperCase(),
  };
  if (full && written.streetName === '') problems.add(item, `${field}.streetName`, 'empty');
  if (full && written.postCode === '') problems.add(item, `${field}.postCode`, 'empty');
  if (written.townName === '') problems.add(item, `${field}.townName`, 'empty');
  if (written.country === '') problems.add(item, `${field}.country`, 'empty');
  else if (!PARTY_COUNTRY_CODES.includes(written.country)) problems.add(item, `${field}.country`, 'country');
  return written;
}

/** `<name>text</name>` under `parent`, in the document's namespace. */
export function leaf(parent: XmlNode, name: string, text: string): XmlNode {
  return parent.ele(name).txt(text);
}

/** PstlAdr in the XSD's order: StrtNm, BldgNb, PstCd, TwnNm, Ctry (empty parts left out). */
export function appendAddress(parent: XmlNode, address: SepaAddress): void {
  const node = parent.ele('PstlAdr');
  if (address.streetName) leaf(node, 'StrtNm', address.streetName);
  if (address.buildingNumber) leaf(node, 'BldgNb', address.buildingNumber);
  if (address.postCode) leaf(node, 'PstCd', address.postCode);
  leaf(node, 'TwnNm', address.townName);
  leaf(node, 'Ctry', address.country);
}

/** A party: Nm and its structured PstlAdr. */
export function appendParty(parent: XmlNode, element: string, name: string, address: SepaAddress): XmlNode {
  const node = parent.ele(element);
  leaf(node, 'Nm', name);
  appendAddress(node, address);
  return node;
}

/** An account: Id/IBAN. */
export function appendAccount(parent: XmlNode, element: string, iban: string): void {
  leaf(parent.ele(element).ele('Id'), 'IBAN', iban);
}

/** An agent: FinInstnId/BIC, or FinInstnId/Othr/Id NOTPROVIDED without one (EPC guidelines). */
export function appendAgent(parent: XmlNode, element: string, bic: string | undefined): void {
  const institution = parent.ele(element).ele('FinInstnId');
  if (bic) leaf(institution, 'BIC', bic);
  else leaf(institution.ele('Othr'), 'Id', 'NOTPROVIDED');
}

/** "MSG1-2": a batch's id from the file's, cut so that it stays within 35 characters. */
export function batchIdOf(messageId: string, index: number): string {
  const suffix = `-${index + 1}`;
  return `${messageId.slice(0, 35 - suffix.length).replace(/\/+$/, '')}${suffix}`;
}
