/**
 * A remesa de adeudos: the SEPA direct debit initiation, ISO 20022 pain.008.001.02, the version
 * of the AEB's cuaderno 19.14 (CORE, esquema básico) and 19.44 (B2B) that Spanish banks take.
 * Written with xmlbuilder2 in the XSD's element order (docs/sepa/pain.008.001.02.xsd) and
 * checked against it in the tests.
 *
 * The items go into one PmtInf per (sequence type, collection date): a bank books each PmtInf as
 * one batch and the sequence type and date are PmtInf-level. NbOfTxs and CtrlSum are written in
 * GrpHdr and in each PmtInf; amounts with two decimals and "."; ChrgBr SLEV; BtchBookg true;
 * AmdmntInd false (a changed mandate is a new mandate in Almacena). Every free text is
 * transliterated to the EPC set (sepaText.ts).
 *
 * The same input always gives the same file: the batches are ordered by date then sequence type,
 * the items in each batch keep the input's order, and the creation time is the input's.
 *
 * Nothing here throws on data a person typed: a file that cannot be made comes back as the list
 * of every problem found (`{ ok: false, problems }`), each naming its item and field.
 */
import { create } from 'xmlbuilder2';
import { validateCreditorId } from './creditorId';
import {
  amountProblem,
  amountText,
  appendAccount,
  appendAddress,
  appendAgent,
  appendParty,
  batchIdOf,
  checkAddress,
  checkBic,
  checkIban,
  checkName,
  creationTimeOf,
  isIsoDate,
  leaf,
  Problems,
  SEPA_LIMITS,
  str,
  type SepaAddress,
  type SepaBatchTotals,
  type SepaFileResult,
  type XmlNode,
  type XmlOptions,
} from './sepaParts';
import { isSepaIdentifier, SEPA_ID_MAX_LENGTH, sepaIdentifier, toSepaText } from './sepaText';

export const NS_PAIN_008 = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';

/** FRST first of a recurrent mandate, RCUR the following, FNAL the last, OOFF a one-off mandate's only one. */
export const SEQUENCE_TYPES = ['FRST', 'RCUR', 'OOFF', 'FNAL'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

/** CORE: esquema básico (cuaderno 19.14); B2B: entre empresas (19.44), the debtor's bank must hold the mandate. */
export type DirectDebitScheme = 'CORE' | 'B2B';

/** Almacena's company as the creditor (acreedor). */
export interface DirectDebitCreditor {
  name: string;
  /** AT-02, "ES" + CD + sufijo + NIF (creditorId.ts). */
  creditorId: string;
  /** The account the collections are paid into. */
  iban: string;
  bic?: string;
  /** Street and postal code required, building number optional. */
  address: SepaAddress;
}

/** One adeudo: one due of a client with a signed mandate. */
export interface DirectDebitItem {
  /** The reference the debtor sees and the return comes back with; unique in the file (at most 35 after sanitising). */
  endToEndId: string;
  /** Whole cents, more than 0. */
  amountCents: number;
  /** The mandate's reference as signed (at most 35, EPC set, no spaces): checked, never rewritten. */
  mandateId: string;
  /** "YYYY-MM-DD", not after the collection date. */
  mandateSignatureDate: string;
  sequenceType: SequenceType;
  debtorName: string;
  debtorIban: string;
  debtorBic?: string;
  /** Town and country required. */
  debtorAddress: SepaAddress;
  /** Ustrd, cut to 140 characters. */
  remittanceInfo: string;
  /** ReqdColltnDt "YYYY-MM-DD", not before the file's creation date (Madrid). */
  collectionDate: string;
}

export interface DirectDebitInput {
  /** MsgId: the remittance's reference (sanitised to the identifier set, at most 35). */
  messageId: string;
  /** CreDtTm: when the file is made (written as Madrid time). */
  createdAt: Date;
  creditor: DirectDebitCreditor;
  items: readonly DirectDebitItem[];
  /** CORE unless said. */
  scheme?: DirectDebitScheme;
}

interface CheckedItem {
  index: number;
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  mandateSignatureDate: string;
  sequenceType: SequenceType;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | undefined;
  debtorAddress: SepaAddress;
  remittanceInfo: string;
  collectionDate: string;
}

function checkItem(problems: Problems, raw: DirectDebitItem, index: number, today: string | null, seen: Set<string>): CheckedItem {
  const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof DirectDebitItem, unknown>>;
  const endToEndId = sepaIdentifier(str(item.endToEndId));
  if (endToEndId === '') problems.add(index, 'endToEndId', 'empty');
  else if (seen.has(endToEndId)) problems.add(index, 'endToEndId', 'duplicate');
  seen.add(endToEndId);

  problems.add(index, 'amountCents', amountProblem(item.amountCents));

  const mandateId = str(item.mandateId).trim();
  if (mandateId === '') problems.add(index, 'mandateId', 'empty');
  else if (mandateId.length > SEPA_ID_MAX_LENGTH) problems.add(index, 'mandateId', 'tooLong');
  else if (!isSepaIdentifier(mandateId)) problems.add(index, 'mandateId', 'invalidChars');

  const sequenceType = str(item.sequenceType) as SequenceType;
  if (!SEQUENCE_TYPES.includes(sequenceType)) problems.add(index, 'sequenceType', 'invalid');

  const collectionDate = str(item.collectionDate);
  const collectionOk = isIsoDate(collectionDate);
  if (!collectionOk) problems.add(index, 'collectionDate', 'invalidDate');
  else if (today !== null && collectionDate < today) problems.add(index, 'collectionDate', 'inPast');

  const mandateSignatureDate = str(item.mandateSignatureDate);
  if (!isIsoDate(mandateSignatureDate)) problems.add(index, 'mandateSignatureDate', 'invalidDate');
  else if (collectionOk && mandateSignatureDate > collectionDate) problems.add(index, 'mandateSignatureDate', 'afterCollection');
  else if (today !== null && mandateSignatureDate > today) problems.add(index, 'mandateSignatureDate', 'inFuture');

  return {
    index,
    endToEndId,
    amountCents: item.amountCents as number,
    mandateId,
    mandateSignatureDate,
    sequenceType,
    debtorName: checkName(problems, index, 'debtorName', item.debtorName),
    debtorIban: checkIban(problems, index, 'debtorIban', item.debtorIban),
    debtorBic: checkBic(problems, index, 'debtorBic', item.debtorBic),
    debtorAddress: checkAddress(problems, index, 'debtorAddress', item.debtorAddress, false),
    remittanceInfo: toSepaText(str(item.remittanceInfo), SEPA_LIMITS.remittanceInfo),
    collectionDate,
  };
}

/** The batches: one per (collection date, sequence type), by date then FRST, RCUR, OOFF, FNAL. */
function batchesOf(items: readonly CheckedItem[]): CheckedItem[][] {
  const keyOf = (item: CheckedItem) => `${item.collectionDate}|${SEQUENCE_TYPES.indexOf(item.sequenceType)}`;
  const groups = new Map<string, CheckedItem[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.keys()].sort().map((key) => groups.get(key) ?? []);
}

const sumCents = (items: readonly CheckedItem[]) => items.reduce((sum, item) => sum + item.amountCents, 0);

function appendTransaction(pmtInf: XmlNode, item: CheckedItem): void {
  const tx = pmtInf.ele('DrctDbtTxInf');
  leaf(tx.ele('PmtId'), 'EndToEndId', item.endToEndId);
  tx.ele('InstdAmt').att('Ccy', 'EUR').txt(amountText(item.amountCents));
  const mandate = tx.ele('DrctDbtTx').ele('MndtRltdInf');
  leaf(mandate, 'MndtId', item.mandateId);
  leaf(mandate, 'DtOfSgntr', item.mandateSignatureDate);
  leaf(mandate, 'AmdmntInd', 'false');
  appendAgent(tx, 'DbtrAgt', item.debtorBic);
  appendParty(tx, 'Dbtr', item.debtorName, item.debtorAddress);
  appendAccount(tx, 'DbtrAcct', item.debtorIban);
  if (item.remittanceInfo !== '') leaf(tx.ele('RmtInf'), 'Ustrd', item.remittanceInfo);
}

/** The pain.008.001.02 file of a remittance, with its totals, or every problem that stops it. */
export function buildPain008(input: DirectDebitInput, options: XmlOptions = {}): SepaFileResult {
  const problems = new Problems();
  const given = (typeof input === 'object' && input !== null ? input : {}) as Partial<DirectDebitInput>;
  const messageId = sepaIdentifier(str(given.messageId));
  if (messageId === '') problems.add(null, 'messageId', 'empty');
  const created = creationTimeOf(given.createdAt);
  if (created === null) problems.add(null, 'createdAt', 'invalidDate');
  const scheme = given.scheme ?? 'CORE';
  if (scheme !== 'CORE' && scheme !== 'B2B') problems.add(null, 'scheme', 'invalid');

  const creditor = (typeof given.creditor === 'object' && given.creditor !== null ? given.creditor : {}) as Partial<DirectDebitCreditor>;
  const creditorName = checkName(problems, null, 'creditor.name', creditor.name);
  const creditorId = validateCreditorId(str(creditor.creditorId));
  if (!creditorId.ok) problems.add(null, 'creditor.creditorId', creditorId.code);
  const creditorIban = checkIban(problems, null, 'creditor.iban', creditor.iban);
  const creditorBic = checkBic(problems, null, 'creditor.bic', creditor.bic);
  const creditorAddress = checkAddress(problems, null, 'creditor.address', creditor.address, true);

  const rawItems = Array.isArray(given.items) ? given.items : [];
  if (rawItems.length === 0) problems.add(null, 'items', 'noItems');
  const seen = new Set<string>();
  const items = rawItems.map((item, index) => checkItem(problems, item, index, created?.date ?? null, seen));
  if (problems.list.length > 0 || created === null || !creditorId.ok) return { ok: false, problems: problems.list };

  const batches = batchesOf(items);
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(NS_PAIN_008, 'Document').ele('CstmrDrctDbtInitn');
  const header = root.ele('GrpHdr');
  leaf(header, 'MsgId', messageId);
  leaf(header, 'CreDtTm', created.dateTime);
  leaf(header, 'NbOfTxs', String(items.length));
  leaf(header, 'CtrlSum', amountText(sumCents(items)));
  const initiator = header.ele('InitgPty');
  leaf(initiator, 'Nm', creditorName);
  leaf(initiator.ele('Id').ele('OrgId').ele('Othr'), 'Id', creditorId.value);

  const batchTotals: SepaBatchTotals[] = batches.map((batch, index) => {
    const first = batch[0] as CheckedItem;
    const paymentInfoId = batchIdOf(messageId, index);
    const pmtInf = root.ele('PmtInf');
    leaf(pmtInf, 'PmtInfId', paymentInfoId);
    leaf(pmtInf, 'PmtMtd', 'DD');
    leaf(pmtInf, 'BtchBookg', 'true');
    leaf(pmtInf, 'NbOfTxs', String(batch.length));
    leaf(pmtInf, 'CtrlSum', amountText(sumCents(batch)));
    const type = pmtInf.ele('PmtTpInf');
    leaf(type.ele('SvcLvl'), 'Cd', 'SEPA');
    leaf(type.ele('LclInstrm'), 'Cd', scheme);
    leaf(type, 'SeqTp', first.sequenceType);
    leaf(pmtInf, 'ReqdColltnDt', first.collectionDate);
    const cdtr = pmtInf.ele('Cdtr');
    leaf(cdtr, 'Nm', creditorName);
    appendAddress(cdtr, creditorAddress);
    appendAccount(pmtInf, 'CdtrAcct', creditorIban);
    appendAgent(pmtInf, 'CdtrAgt', creditorBic);
    leaf(pmtInf, 'ChrgBr', 'SLEV');
    const schemeId = pmtInf.ele('CdtrSchmeId').ele('Id').ele('PrvtId').ele('Othr');
    leaf(schemeId, 'Id', creditorId.value);
    leaf(schemeId.ele('SchmeNm'), 'Prtry', 'SEPA');
    for (const item of batch) appendTransaction(pmtInf, item);
    return {
      paymentInfoId,
      date: first.collectionDate,
      sequenceType: first.sequenceType,
      numberOfTransactions: batch.length,
      controlSumCents: sumCents(batch),
      items: batch.map((item) => item.index),
    };
  });

  return {
    ok: true,
    xml: doc.end({ prettyPrint: options.pretty ?? false }),
    totals: { numberOfTransactions: items.length, controlSumCents: sumCents(items), batches: batchTotals },
  };
}
