/**
 * The one catalogue of Spanish (Spain) messages for the domain's error codes.
 * `Record<Code, string>` makes a missing or misspelt code a type error.
 */
import type { EmailError, PhoneError } from './contact';
import type { EanError } from './ean';
import type { IbanError } from './iban';
import type { LineError, TotalsOptionsError } from './lineValidation';
import { MAX_PRICE_CENTS, MAX_QUANTITY } from './lineValidation';
import { formatEuros } from './money';
import type { NumberInputError } from './numberText';
import type { PartyIdError } from './partyId';
import { MAX_SERIES_LENGTH, type SeriesError } from './numbering';
import type { PostalCodeError } from './postalCode';
import type { ReturnError } from './returns/returned';
import { SIMPLIFIED_LIMIT_CENTS, SIMPLIFIED_RETAIL_LIMIT_CENTS, type SimplifiedError } from './simplifiedInvoice';
import { formatQuantity } from './quantity';
import type { Shortage } from './stock';
import type { TaxIdError } from './taxId';

export type DomainErrors = {
  taxId: TaxIdError;
  partyId: PartyIdError;
  ean: EanError;
  postalCode: PostalCodeError;
  email: EmailError;
  phone: PhoneError;
  iban: IbanError;
  series: SeriesError;
  line: LineError;
  totalsOptions: TotalsOptionsError;
  numberInput: NumberInputError;
  simplified: SimplifiedError;
  returns: ReturnError;
};

export const MESSAGES: { [Area in keyof DomainErrors]: Record<DomainErrors[Area], string> } = {
  taxId: {
    empty: 'Introduce el NIF.',
    format: 'El NIF no tiene un formato válido: debe ser un DNI, un NIE o un NIF de entidad.',
    checkDigit: 'La letra o dígito de control del NIF no es correcto.',
  },
  partyId: {
    empty: 'Introduce el número de identificación.',
    format: 'El NIF no tiene un formato válido: debe ser un DNI, un NIE o un NIF de entidad.',
    checkDigit: 'La letra o dígito de control del NIF no es correcto.',
    vatCountry: 'El NIF-IVA es de otro país de la Unión Europea o de Irlanda del Norte (Reino Unido): elige ese país. En España se usa el NIF.',
    vatFormat:
      'El NIF-IVA no tiene el formato de ese país: el prefijo del país (EL para Grecia, XI para Irlanda del Norte) seguido del número, por ejemplo FR40303265045 o DE129273398.',
    otherFormat: 'El número de identificación admite solo letras y dígitos, hasta 20.',
    spainOnly: 'El tipo «No censado» es solo para quien está en España: elige España o el documento que corresponda.',
    notSpain: 'Este documento lo expide el país de residencia, que no puede ser España: en España usa el NIF (o el pasaporte).',
  },
  ean: {
    empty: 'Introduce el código de barras.',
    format: 'El código de barras EAN-13 debe tener 13 dígitos.',
    checkDigit: 'El dígito de control del código de barras no es correcto.',
  },
  postalCode: {
    empty: 'Introduce el código postal.',
    format: 'El código postal debe tener 5 dígitos.',
    province: 'El código postal no corresponde a ninguna provincia: debe empezar por 01 a 52.',
  },
  email: {
    empty: 'Introduce el correo electrónico.',
    format: 'El correo electrónico no es válido.',
    tooLong: 'El correo electrónico es demasiado largo: admite como máximo 254 caracteres.',
  },
  phone: {
    empty: 'Introduce el teléfono.',
    format: 'El teléfono solo puede contener dígitos, espacios y un «+» inicial.',
    length: 'El teléfono debe tener entre 9 y 15 dígitos.',
  },
  iban: {
    empty: 'Introduce el IBAN.',
    format:
      'El IBAN no tiene un formato válido: dos letras de país, dos dígitos de control y la cuenta (por ejemplo, ES91 2100 0418 4502 0005 1332).',
    length: 'El IBAN no tiene la longitud correcta: uno español tiene 24 caracteres.',
    checkDigits: 'Los dígitos de control del IBAN no son correctos: revisa que no falte ni sobre ningún número.',
    accountCheckDigits: 'Los dígitos de control de la cuenta (DC) no son correctos.',
  },
  series: {
    empty: 'Introduce la serie.',
    tooLong: `La serie admite como máximo ${MAX_SERIES_LENGTH} caracteres.`,
    invalidChars: 'La serie solo puede contener letras mayúsculas sin tilde (A-Z) y dígitos, sin guiones ni espacios.',
  },
  line: {
    quantityNotFinite: 'La cantidad no es un número válido.',
    quantityZero: 'La cantidad no puede ser cero.',
    quantityPrecision: 'La cantidad admite como máximo 3 decimales.',
    quantityNegative: 'La cantidad no puede ser negativa.',
    quantityRange: `La cantidad no puede superar ${formatQuantity(MAX_QUANTITY)}.`,
    priceNotInteger: 'El precio admite como máximo 2 decimales.',
    priceRange: `El precio no puede superar ${formatEuros(MAX_PRICE_CENTS)}.`,
    priceNegative: 'El precio no puede ser negativo.',
    discountRange: 'El descuento debe estar entre 0 y 100 %.',
    discountPrecision: 'El descuento admite como máximo 2 decimales.',
    vatRateInvalid: 'El tipo de IVA debe ser 21 %, 10 %, 4 % o 0 %.',
    exemptionInvalid: 'Elige una causa de exención válida.',
    exemptionWithVat: 'Una operación exenta no lleva IVA: el tipo debe ser 0 %.',
    zeroRateWithoutCause: 'Una línea al 0 % debe indicar su causa: exenta (E1–E6) o no sujeta (N1–N2).',
  },
  totalsOptions: {
    irpfRateInvalid: 'La retención de IRPF debe ser 0, 1, 2, 7, 15 o 19 %.',
  },
  numberInput: {
    amount: 'Introduce un importe válido, con 2 decimales como máximo (por ejemplo, 1.234,56).',
    percent: 'Introduce un porcentaje válido, con 2 decimales como máximo (por ejemplo, 5,2).',
    quantity: 'Introduce una cantidad válida, con 3 decimales como máximo (por ejemplo, 1,5).',
  },
  simplified: {
    simplifiedOverLimit:
      `Una factura simplificada no puede superar ${formatEuros(SIMPLIFIED_LIMIT_CENTS)} IVA incluido (${formatEuros(SIMPLIFIED_RETAIL_LIMIT_CENTS)} ` +
      'en las ventas al por menor y demás actividades del artículo 4.2 del Reglamento de facturación): emite una factura completa.',
    tenderedShort: 'El importe entregado no cubre el total.',
    recipientTaxIdMissing: 'Para una factura simplificada cualificada, introduce el NIF del cliente.',
    recipientNameMissing: 'Para una factura simplificada cualificada, introduce el nombre o la razón social del cliente.',
    recipientAddressMissing: 'Para una factura simplificada cualificada, introduce el domicilio del cliente.',
  },
  returns: {
    returnEmpty: 'Elige al menos una línea y la cantidad que se devuelve.',
    returnUnknownLine: 'Esa línea no está en el documento de origen.',
    returnDuplicateLine: 'Cada línea solo puede aparecer una vez en la devolución.',
    returnQuantityNotPositive: 'La cantidad a devolver debe ser mayor que cero.',
    returnQuantityPrecision: 'La cantidad a devolver admite como máximo 3 decimales.',
    returnOverRemaining: 'La cantidad supera lo que queda por devolver de esa línea (lo vendido menos lo ya devuelto).',
  },
};

/** The Spanish message for an error code of an area: domainMessage('taxId', 'checkDigit'). */
export function domainMessage<Area extends keyof DomainErrors>(area: Area, code: DomainErrors[Area]): string {
  return MESSAGES[area][code];
}

/**
 * "No hay stock suficiente de Tornillo M8 (faltan 2,5; disponibles 1; pedidos 3,5)."
 * naming every product short and by how much.
 */
export function shortageMessage(shortages: Shortage[], nameOf: (productId: string) => string): string {
  const parts = shortages.map(
    (s) =>
      `${nameOf(s.productId)} (faltan ${formatQuantity(s.short)}; disponibles ${formatQuantity(s.available)}; ` +
      `pedidos ${formatQuantity(s.requested)})`,
  );
  return `No hay stock suficiente de ${parts.join(', ')}.`;
}
