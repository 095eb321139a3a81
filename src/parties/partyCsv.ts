/** CSV columns of proveedores and clientes, for the export and the import (matched by NIF). */
import { normalizeTaxId } from '../domain';
import { yesNo, type CsvColumn } from '../shared/csv/csv';
import type { ImportSpec } from '../shared/csv/importPlan';
import { zodValidator } from '../shared/csv/zodValidator';
import { PARTY_ID_TYPE_LABELS, PARTY_LABELS, TERMS_METHOD_LABELS } from './messages';
import {
  blankPartyDraft,
  draftCountryCode,
  partyDraftOf,
  partySchema,
  SPAIN,
  type Party,
  type PartyDraft,
  type PartyField,
  type PartyInput,
  type PartyKind,
} from './party';
import { isTermsMethod } from '../domain/payments/terms';

const column = (key: PartyField, aliases: string[] = []): CsvColumn<PartyField> => ({ key, header: PARTY_LABELS[key], aliases });

const COMMON: CsvColumn<PartyField>[] = [
  column('name', ['Nombre', 'Razón social / nombre']),
  column('idType', ['Tipo de documento', 'Tipo de identificador']),
  column('nif', ['NIF', 'CIF', 'NIE', 'NIF/CIF', 'NIF-IVA', 'Identificación']),
  column('email', ['Email', 'E-mail', 'Correo']),
  column('phone', ['Teléfono 1', 'Telefono', 'Tel']),
  column('address', ['Domicilio']),
  column('postalCode', ['CP', 'C.P.']),
  column('city', ['Ciudad', 'Población', 'Municipio']),
  column('province', []),
  column('country', []),
  column('countryCode', ['Código país', 'Cód. país', 'ISO']),
  column('contactPerson', ['Contacto']),
  // Files before issue 30 have only this column, headed «Plazo de pago (días)» (one number of days).
  column('paymentTermsDays', ['Plazo de pago (días)', 'Plazo de pago', 'Plazos', 'Vencimientos']),
  column('paymentShares', ['Reparto', 'Porcentajes']),
  column('paymentDays', ['Día de pago', 'Días fijos de pago']),
  column('paymentMethod', ['Método de pago', 'Medio de pago']),
  column('iban', ['Cuenta', 'Cuenta bancaria', 'IBAN cuenta']),
  column('bic', ['SWIFT', 'BIC/SWIFT', 'Código BIC']),
  column('notes', ['Observaciones']),
  column('active', ['Activa']),
];

const CLIENT_ONLY: CsvColumn<PartyField>[] = [
  column('recargoEquivalencia', ['Recargo', 'RE']),
  column('irpfRate', ['IRPF', 'Retención IRPF (%)', 'Retención']),
  column('mandateReference', ['Referencia del mandato', 'Mandato', 'Ref. mandato']),
  column('mandateDate', ['Fecha del mandato', 'Fecha mandato', 'Fecha de firma']),
  column('mandateScheme', ['Esquema', 'Esquema SEPA']),
];

export function partyCsvColumns(kind: PartyKind): CsvColumn<PartyField>[] {
  return kind === 'client' ? [...COMMON, ...CLIENT_ONLY] : COMMON;
}

/** A date as a spreadsheet may have re-saved it (31/01/2026) back to 2026-01-31; anything else as it is. */
function isoFromCell(cell: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell.trim());
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : cell;
}

/** One exported row, in the columns' order: the same text the import reads back (the type by its name). */
export function partyCsvRow(kind: PartyKind, p: PartyInput): string[] {
  const base = partyDraftOf(p);
  const method = isTermsMethod(base.paymentMethod) ? TERMS_METHOD_LABELS[base.paymentMethod] : base.paymentMethod;
  const draft = { ...base, idType: PARTY_ID_TYPE_LABELS[p.idType], paymentMethod: method };
  return partyCsvColumns(kind).map(({ key }) => {
    const v = draft[key];
    return typeof v === 'boolean' ? yesNo(v) : v;
  });
}

export function partyImportSpec(kind: PartyKind): ImportSpec<PartyField, PartyDraft, PartyInput, Party> {
  const columns = partyCsvColumns(kind);
  const validate = zodValidator<PartyField, PartyDraft, PartyInput>(partySchema(kind));
  const order = (field: PartyField) => columns.findIndex((c) => c.key === field);
  return {
    columns,
    required: kind === 'vendor' ? ['name', 'nif'] : ['name'],
    keyName: 'NIF',
    keyOf: (cells) => {
      const nif = normalizeTaxId(cells.nif ?? '');
      return nif === '' ? null : nif;
    },
    blank: blankPartyDraft(),
    draftOf: partyDraftOf,
    fromCells: (raw) => {
      // A file with País but no code column (older exports, other programs): País decides the country.
      let cells = raw.country !== undefined && raw.countryCode === undefined ? { ...raw, countryCode: '' } : raw;
      // Plazos without a reparto (files before issue 30): equal shares, whatever the stored record had.
      if (cells.paymentTermsDays !== undefined && cells.paymentShares === undefined) cells = { ...cells, paymentShares: '' };
      if (cells.mandateDate !== undefined) cells = { ...cells, mandateDate: isoFromCell(cells.mandateDate) };
      // Excel drops the leading zero of Spanish postal codes such as 08001 when it re-saves a CSV.
      const spain = draftCountryCode(cells.countryCode ?? '', cells.country ?? SPAIN) === 'ES';
      if (cells.postalCode !== undefined && /^\d{4}$/.test(cells.postalCode) && spain) {
        return { ...cells, postalCode: `0${cells.postalCode}` };
      }
      return cells;
    },
    // The identification is checked with its type and country, after the single fields: reasons in column order.
    validate: (draft) => {
      const r = validate(draft);
      return r.ok ? r : { ok: false, errors: [...r.errors].sort((a, b) => order(a.field) - order(b.field)) };
    },
    describe: (cells) => cells.name || cells.nif || '—',
  };
}
