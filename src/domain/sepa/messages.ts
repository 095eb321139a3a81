/**
 * The Spanish texts of the SEPA checks, for the remittance screens: the creditor identifier's and
 * the BIC's errors (as src/domain/messages.ts has the IBAN's) and one sentence per problem of a
 * refused file, naming the item and the field. IBAN and NIF problems use their own areas' texts.
 */
import { MESSAGES } from '../messages';
import type { BicError } from './bic';
import type { CreditorIdError } from './creditorId';
import type { SepaProblem, SepaProblemCode } from './sepaParts';

export const CREDITOR_ID_MESSAGES: Record<CreditorIdError, string> = {
  empty: 'Introduce el identificador de acreedor SEPA.',
  format: 'El identificador de acreedor no tiene un formato válido: ES, dos dígitos de control, el sufijo (normalmente 000) y el NIF.',
  length: 'El identificador de acreedor español tiene 16 caracteres (por ejemplo, ES11000B12345674).',
  checkDigits: 'Los dígitos de control del identificador de acreedor no son correctos.',
  taxId: 'El NIF del identificador de acreedor no es válido.',
};

export const BIC_MESSAGES: Record<BicError, string> = {
  empty: 'Introduce el BIC.',
  length: 'El BIC tiene 8 u 11 caracteres.',
  format: 'El BIC no tiene un formato válido: 4 letras de la entidad, 2 del país y 2 o 5 letras o dígitos (por ejemplo, CAIXESBBXXX).',
};

/** What each field of the inputs is called on screen. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  messageId: 'Referencia de la remesa',
  createdAt: 'Fecha de creación',
  scheme: 'Esquema',
  items: 'Remesa',
  'creditor.name': 'Nombre de la empresa',
  'creditor.creditorId': 'Identificador de acreedor',
  'creditor.iban': 'IBAN de la empresa',
  'creditor.bic': 'BIC de la empresa',
  'debtor.name': 'Nombre de la empresa',
  'debtor.taxId': 'NIF de la empresa',
  'debtor.suffix': 'Sufijo del ordenante',
  'debtor.iban': 'IBAN de la empresa',
  'debtor.bic': 'BIC de la empresa',
  endToEndId: 'Referencia',
  amountCents: 'Importe',
  mandateId: 'Referencia del mandato',
  mandateSignatureDate: 'Fecha de firma del mandato',
  sequenceType: 'Tipo de adeudo',
  collectionDate: 'Fecha de cobro',
  executionDate: 'Fecha de ejecución',
  debtorName: 'Nombre del deudor',
  debtorIban: 'IBAN del deudor',
  debtorBic: 'BIC del deudor',
  creditorName: 'Nombre del beneficiario',
  creditorIban: 'IBAN del beneficiario',
  creditorBic: 'BIC del beneficiario',
};

const ADDRESS_PARTS: Readonly<Record<string, string>> = {
  streetName: 'calle',
  postCode: 'código postal',
  townName: 'población',
  country: 'país',
};

/** "Dirección de la empresa (población)", "Nombre del deudor"… */
export function sepaFieldLabel(field: string): string {
  const address = /^(creditor|debtor)\.address\.(\w+)$|^(debtorAddress|creditorAddress)\.(\w+)$/.exec(field);
  if (address) {
    const whose = address[1] ? 'de la empresa' : address[3] === 'debtorAddress' ? 'del deudor' : 'del beneficiario';
    return `Dirección ${whose} (${ADDRESS_PARTS[address[2] ?? address[4] ?? ''] ?? 'dato'})`;
  }
  return FIELD_LABELS[field] ?? field;
}

const PROBLEM_TEXTS: Record<
  Exclude<SepaProblemCode, 'empty' | 'length' | 'format' | 'checkDigits' | 'checkDigit' | 'accountCheckDigits' | 'taxId'>,
  string
> = {
  invalidDate: 'no es una fecha válida.',
  notPositiveInteger: 'debe ser mayor que cero, en céntimos enteros.',
  tooLarge: 'supera el máximo de una operación SEPA (999.999.999,99 €).',
  duplicate: 'se repite en la remesa: cada operación necesita una referencia propia.',
  tooLong: 'admite como máximo 35 caracteres.',
  invalidChars:
    "solo puede contener letras sin tilde, dígitos y / - ? : ( ) . , ' +, sin espacios, y no puede empezar ni terminar por «/» ni contener «//».",
  afterCollection: 'no puede ser posterior a la fecha de cobro.',
  inFuture: 'no puede ser posterior a hoy.',
  inPast: 'no puede ser anterior a hoy.',
  country: 'no es un código de país válido (ISO 3166, por ejemplo ES).',
  invalid: 'no es válido.',
  noItems: 'no tiene ninguna operación.',
};

/** What an 'invalid' value of each field should have been. */
const INVALID_TEXTS: Readonly<Record<string, string>> = {
  scheme: 'debe ser CORE (esquema básico) o B2B (entre empresas).',
  sequenceType: 'debe ser FRST (primer adeudo), RCUR (recurrente), OOFF (único) o FNAL (último).',
  'debtor.suffix': 'debe tener tres letras o dígitos (normalmente 000).',
};

/** The text of a code in the area of its field: the IBAN's, the BIC's, the NIF's or the creditor id's. */
function codeText(field: string, code: SepaProblemCode): string {
  if (code === 'empty') return field === 'items' ? PROBLEM_TEXTS.noItems : 'falta.';
  if (/iban$/i.test(field) && code in MESSAGES.iban) return MESSAGES.iban[code as keyof typeof MESSAGES.iban];
  if (/bic$/i.test(field) && code in BIC_MESSAGES) return BIC_MESSAGES[code as BicError];
  if (field === 'creditor.creditorId' && code in CREDITOR_ID_MESSAGES) return CREDITOR_ID_MESSAGES[code as CreditorIdError];
  if (field === 'debtor.taxId' && code in MESSAGES.taxId) return MESSAGES.taxId[code as keyof typeof MESSAGES.taxId];
  if (code === 'invalid' && field in INVALID_TEXTS) return INVALID_TEXTS[field] ?? PROBLEM_TEXTS.invalid;
  return code in PROBLEM_TEXTS ? PROBLEM_TEXTS[code as keyof typeof PROBLEM_TEXTS] : 'no es válido.';
}

/** "Operación 3 · IBAN del deudor: Los dígitos de control del IBAN no son correctos…" */
export function sepaProblemMessage(problem: SepaProblem): string {
  const where = problem.item === null ? '' : `Operación ${problem.item + 1} · `;
  const text = codeText(problem.field, problem.code);
  return `${where}${sepaFieldLabel(problem.field)}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
