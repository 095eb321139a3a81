/** CSV columns of proveedores and clientes, for the export and the import (matched by NIF). */
import { normalizeTaxId } from '../domain';
import { yesNo, type CsvColumn } from '../shared/csv/csv';
import type { ImportSpec } from '../shared/csv/importPlan';
import { zodValidator } from '../shared/csv/zodValidator';
import { PARTY_LABELS } from './messages';
import {
  blankPartyDraft,
  isSpain,
  partyDraftOf,
  partySchema,
  SPAIN,
  type Party,
  type PartyDraft,
  type PartyField,
  type PartyInput,
  type PartyKind,
} from './party';

const column = (key: PartyField, aliases: string[] = []): CsvColumn<PartyField> => ({ key, header: PARTY_LABELS[key], aliases });

const COMMON: CsvColumn<PartyField>[] = [
  column('name', ['Nombre', 'Razón social / nombre']),
  column('nif', ['NIF', 'CIF', 'NIE', 'NIF/CIF']),
  column('email', ['Email', 'E-mail', 'Correo']),
  column('phone', ['Teléfono 1', 'Telefono', 'Tel']),
  column('address', ['Domicilio']),
  column('postalCode', ['CP', 'C.P.']),
  column('city', ['Ciudad', 'Población', 'Municipio']),
  column('province', []),
  column('country', []),
  column('contactPerson', ['Contacto']),
  column('paymentTermsDays', ['Plazo de pago', 'Días de pago']),
  column('notes', ['Observaciones']),
  column('active', ['Activa']),
];

export function partyCsvColumns(kind: PartyKind): CsvColumn<PartyField>[] {
  return kind === 'client'
    ? [...COMMON, column('recargoEquivalencia', ['Recargo', 'RE']), column('irpfRate', ['IRPF', 'Retención IRPF (%)', 'Retención'])]
    : COMMON;
}

/** One exported row, in the columns' order: the same text the import reads back. */
export function partyCsvRow(kind: PartyKind, p: PartyInput): string[] {
  const draft = partyDraftOf(p);
  return partyCsvColumns(kind).map(({ key }) => {
    const v = draft[key];
    return typeof v === 'boolean' ? yesNo(v) : v;
  });
}

export function partyImportSpec(kind: PartyKind): ImportSpec<PartyField, PartyDraft, PartyInput, Party> {
  const schema = partySchema(kind);
  return {
    columns: partyCsvColumns(kind),
    required: kind === 'vendor' ? ['name', 'nif'] : ['name'],
    keyName: 'NIF',
    keyOf: (cells) => {
      const nif = normalizeTaxId(cells.nif ?? '');
      return nif === '' ? null : nif;
    },
    blank: blankPartyDraft(),
    draftOf: partyDraftOf,
    fromCells: (cells) => {
      // Excel drops the leading zero of Spanish postal codes such as 08001 when it re-saves a CSV.
      const country = cells.country ?? SPAIN;
      if (cells.postalCode !== undefined && /^\d{4}$/.test(cells.postalCode) && isSpain(country)) {
        return { ...cells, postalCode: `0${cells.postalCode}` };
      }
      return cells;
    },
    validate: zodValidator<PartyField, PartyDraft, PartyInput>(schema),
    describe: (cells) => cells.name || cells.nif || '—',
  };
}
