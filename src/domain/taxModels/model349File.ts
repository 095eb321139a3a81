/**
 * The 349 as the fixed-width text file the AEAT's pre-declaration form imports:
 * one type 1 record (declarant) and one type 2 record per operator and key
 * (operation, or rectification of an earlier period), 500 positions each.
 *
 * Layout copied as data from OCA l10n-spain
 * `l10n_es_aeat_mod349/data/aeat_export_mod349_data.xml`,
 * `aeat_export_mod349_partner_data.xml` and
 * `aeat_export_mod349_partner_refund_data.xml` ("Mod. 349 2016-actualidad",
 * the AEAT's modelo 349 record design, Orden EHA/769/2010 as amended); see
 * DECISIONS.md "AEAT files and the accounting export".
 */
import { fixedWidth, layout } from './fixedWidthWriter';
import type { Model349Declaration, Model349Record } from './types';

export const MODEL_349_RECORD_LENGTH = 500;

/** Who files: from the company's data, plus the filing choices. */
export interface Model349Declarant {
  /** NIF of the declarant, 9 characters. */
  taxId: string;
  name: string;
  contactPhone: string;
  contactName: string;
  /** 'N' normal, 'C' complementaria, 'S' sustitutiva. */
  statementType: 'N' | 'C' | 'S';
  /** Número identificativo of the declaration (13 digits, 349 + 10). */
  declarationNumber: string;
  /** The number of the declaration replaced or completed (C / S), else null. */
  previousNumber: string | null;
  legalRepresentativeTaxId: string;
}

function statementTypeText(t: Model349Declarant['statementType']): string {
  // Design positions 121 (C complementaria) and 122 (S sustitutiva).
  if (t === 'C') return 'C ';
  if (t === 'S') return ' S';
  return '  ';
}

export function model349HeaderRecord(d: Model349Declaration, who: Model349Declarant): string {
  return fixedWidth(
    layout([
      ['Tipo de registro', 1, 'alpha', '1'],
      ['Modelo declaración', 3, 'alpha', '349'],
      ['Ejercicio', 4, 'num', d.year],
      ['NIF del declarante', 9, 'alpha', who.taxId],
      ['Apellidos y nombre o razón social del declarante', 40, 'alpha', who.name],
      ['Tipo de soporte', 1, 'alpha', 'T'],
      ['Teléfono contacto', 9, 'alpha', who.contactPhone],
      ['Persona de contacto', 40, 'alpha', who.contactName],
      ['Número identificativo de la declaración', 13, 'alpha', who.declarationNumber],
      ['Declaración complementaria o sustitutiva', 2, 'alpha', statementTypeText(who.statementType)],
      ['Número identificativo de la declaración anterior', 13, 'alpha', who.previousNumber ?? '0000000000000'],
      ['Período', 2, 'alpha', d.period],
      ['Número total de operadores intracomunitarios', 9, 'num', d.operatorCount],
      ['Importe de las operaciones intracomunitarias', 15, 'amount', d.totalBaseCents],
      ['Número total de operadores con rectificaciones', 9, 'num', d.rectificationCount],
      ['Importe de las rectificaciones', 15, 'amount', d.totalRectifiedCents],
      ['Indicador cambio periodicidad', 1, 'alpha', null],
      ['Blancos', 204, 'alpha', null],
      ['NIF del representante legal', 9, 'alpha', who.legalRepresentativeTaxId],
      ['Blancos', 88, 'alpha', null],
      ['Sello electrónico', 13, 'alpha', null],
    ]),
    MODEL_349_RECORD_LENGTH,
  );
}

export function model349OperatorRecord(year: number, declarantTaxId: string, r: Model349Record): string {
  const head = [
    ['Tipo de registro', 1, 'alpha', '2'],
    ['Modelo declaración', 3, 'alpha', '349'],
    ['Ejercicio', 4, 'num', year],
    ['NIF del declarante', 9, 'alpha', declarantTaxId],
    ['Blancos', 58, 'alpha', null],
    ['NIF operador intracomunitario', 17, 'alpha', r.countryCode + r.vatNumber],
    ['Apellidos y nombre o razón social del operador', 40, 'alpha', r.name],
    ['Clave de operación', 1, 'alpha', r.key],
  ] as const;
  const tail =
    r.rectification === null
      ? ([
          ['Base imponible', 13, 'amount', r.baseCents],
          ['Blancos', 354, 'alpha', null],
        ] as const)
      : ([
          ['Blancos', 13, 'alpha', null],
          ['Ejercicio rectificado', 4, 'num', r.rectification.year],
          ['Periodo rectificado', 2, 'alpha', r.rectification.period],
          ['Base imponible rectificada', 13, 'amount', r.rectification.correctedBaseCents],
          ['Base imponible declarada anteriormente', 13, 'amount', r.rectification.previouslyDeclaredCents],
          ['Blancos', 322, 'alpha', null],
        ] as const);
  return fixedWidth(layout([...head, ...tail]), MODEL_349_RECORD_LENGTH);
}

/** The whole file: header then one record per line, CRLF-separated as the form imports it. */
export function model349File(d: Model349Declaration, who: Model349Declarant): string {
  const lines = [model349HeaderRecord(d, who), ...d.records.map((r) => model349OperatorRecord(d.year, who.taxId, r))];
  return lines.join('\r\n') + '\r\n';
}
