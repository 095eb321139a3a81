import { describe, expect, it } from 'vitest';
import { EMAIL_ERRORS, PHONE_ERRORS } from './contact';
import { EAN_ERRORS } from './ean';
import { IBAN_ERRORS } from './iban';
import { LINE_ERRORS, TOTALS_OPTIONS_ERRORS } from './lineValidation';
import { domainMessage, MESSAGES, shortageMessage, type DomainErrors } from './messages';
import { NUMBER_INPUT_ERRORS } from './numberText';
import { PARTY_ID_ERRORS } from './partyId';
import { SERIES_ERRORS } from './numbering';
import { POSTAL_CODE_ERRORS } from './postalCode';
import { RETURN_ERRORS } from './returns/returned';
import { SIMPLIFIED_ERRORS } from './simplifiedInvoice';
import { TAX_ID_ERRORS } from './taxId';

const CODES: { [Area in keyof DomainErrors]: readonly DomainErrors[Area][] } = {
  taxId: TAX_ID_ERRORS,
  partyId: PARTY_ID_ERRORS,
  ean: EAN_ERRORS,
  postalCode: POSTAL_CODE_ERRORS,
  email: EMAIL_ERRORS,
  phone: PHONE_ERRORS,
  iban: IBAN_ERRORS,
  series: SERIES_ERRORS,
  line: LINE_ERRORS,
  totalsOptions: TOTALS_OPTIONS_ERRORS,
  numberInput: NUMBER_INPUT_ERRORS,
  simplified: SIMPLIFIED_ERRORS,
  returns: RETURN_ERRORS,
};

describe('MESSAGES', () => {
  it.each(Object.entries(CODES))('has exactly one message per %s code', (area, codes) => {
    expect(Object.keys(MESSAGES[area as keyof DomainErrors]).sort()).toEqual([...codes].sort());
  });

  const all = Object.entries(MESSAGES).flatMap(([area, messages]) =>
    Object.entries(messages).map(([code, text]): [string, string] => [`${area}.${code}`, text]),
  );

  it.each(all)('%s is a capitalised Spanish sentence', (_key, text) => {
    expect(text).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].*\.$/s);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });

  it.each([
    ['taxId', 'checkDigit', 'La letra o dígito de control del NIF no es correcto.'],
    ['line', 'quantityRange', 'La cantidad no puede superar 1.000.000.'],
    ['line', 'priceRange', 'El precio no puede superar 10.000.000,00\u00a0€.'],
    ['series', 'tooLong', 'La serie admite como máximo 10 caracteres.'],
    [
      'simplified',
      'simplifiedOverLimit',
      'Una factura simplificada no puede superar 400,00\u00a0€ IVA incluido (3.000,00\u00a0€ en las ventas al por menor y demás actividades ' +
        'del artículo 4.2 del Reglamento de facturación): emite una factura completa.',
    ],
  ] as const)('words %s.%s as %j', (area, code, text) => {
    expect(domainMessage(area, code)).toBe(text);
  });
});

describe('shortageMessage', () => {
  const names: Record<string, string> = { a: 'Tornillo M8', b: 'Tuerca M8' };
  const nameOf = (id: string) => names[id] ?? id;

  it.each([
    [
      'one product',
      [{ productId: 'a', available: 1, requested: 3.5, short: 2.5 }],
      'No hay stock suficiente de Tornillo M8 (faltan 2,5; disponibles 1; pedidos 3,5).',
    ],
    [
      'two products',
      [
        { productId: 'a', available: 0, requested: 1200, short: 1200 },
        { productId: 'b', available: 0.5, requested: 0.501, short: 0.001 },
      ],
      'No hay stock suficiente de Tornillo M8 (faltan 1.200; disponibles 0; pedidos 1.200), ' +
        'Tuerca M8 (faltan 0,001; disponibles 0,5; pedidos 0,501).',
    ],
  ])('names each product short and by how much: %s', (_name, shortages, text) => {
    expect(shortageMessage(shortages, nameOf)).toBe(text);
  });
});
