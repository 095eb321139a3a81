/**
 * Registros de facturación as plain objects whose keys are the element names
 * of the AEAT's SuministroInformacion.xsd, declared in the XSD's sequence
 * order for the reader. The key order of an object carries no meaning: xml.ts
 * writes elements in the order of xsdSequences.ts (a record read back from
 * Firestore may come with its keys in any order). Optional XSD
 * elements that Almacena never sends (RefExterna, Subsanacion, Macrodato,
 * Tercero, Cupon, BaseImponibleACoste, ds:Signature...) are left out.
 * Amounts, rates and dates are the exact texts sent (see format.ts).
 */
import type { ExemptionCode } from '../tax';

export type SiNo = 'S' | 'N';

/**
 * RechazoPrevioType of an alta: N no earlier rejection; S the AEAT rejected an earlier record of
 * this invoice that it holds; X the AEAT does not hold the invoice's record (a new alta after a
 * rejection, "alta por rechazo"). S and X only with Subsanacion S (AEAT 1161, 1153).
 */
export type RechazoPrevio = 'S' | 'N' | 'X';

export interface IDFactura {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  /** dd-mm-aaaa */
  FechaExpedicionFactura: string;
}

export interface IDFacturaAnulada {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
}

/** IDType: 02 NIF-IVA, 03 pasaporte, 04 documento oficial del país de residencia, 05 certificado de residencia, 06 otro documento probatorio, 07 no censado. */
export interface IDOtro {
  CodigoPais: string;
  IDType: '02' | '03' | '04' | '05' | '06' | '07';
  ID: string;
}

/** PersonaFisicaJuridicaType: a name and either a Spanish NIF or IDOtro. */
export type PersonaFisicaJuridica = { NombreRazon: string; NIF: string } | { NombreRazon: string; IDOtro: IDOtro };

export type TipoFactura = 'F1' | 'F2' | 'F3' | 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
export type ClaveRegimen = '01' | '02';

/** DetalleType: either CalificacionOperacion (taxed) or OperacionExenta, never both. */
export interface DetalleDesglose {
  Impuesto: '01';
  ClaveRegimen: ClaveRegimen;
  CalificacionOperacion?: 'S1' | 'N1' | 'N2';
  OperacionExenta?: ExemptionCode;
  TipoImpositivo?: string;
  BaseImponibleOimporteNoSujeto: string;
  CuotaRepercutida?: string;
  TipoRecargoEquivalencia?: string;
  CuotaRecargoEquivalencia?: string;
}

/** The previous record of the chain (EncadenamientoFacturaAnteriorType). */
export interface RegistroAnterior {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  Huella: string;
}

export type Encadenamiento = { PrimerRegistro: 'S' } | { RegistroAnterior: RegistroAnterior };

export interface SistemaInformatico {
  NombreRazon: string;
  NIF: string;
  NombreSistemaInformatico: string;
  IdSistemaInformatico: string;
  Version: string;
  NumeroInstalacion: string;
  TipoUsoPosibleSoloVerifactu: SiNo;
  TipoUsoPosibleMultiOT: SiNo;
  IndicadorMultiplesOT: SiNo;
}

export interface ImporteRectificacion {
  BaseRectificada: string;
  CuotaRectificada: string;
  CuotaRecargoRectificado?: string;
}

export interface RegistroAlta {
  IDVersion: '1.0';
  IDFactura: IDFactura;
  NombreRazonEmisor: string;
  /** S: this record corrects one the AEAT rejected or accepted with errors (a subsanación). */
  Subsanacion?: SiNo;
  /** RechazoPrevioType: N corrects an accepted alta, S a rejected one the AEAT holds, X one it never held. */
  RechazoPrevio?: SiNo | 'X';
  TipoFactura: TipoFactura;
  TipoRectificativa?: 'I' | 'S';
  FacturasRectificadas?: { IDFacturaRectificada: IDFactura[] };
  ImporteRectificacion?: ImporteRectificacion;
  FechaOperacion?: string;
  DescripcionOperacion: string;
  /** S: a factura simplificada cualificada (RD 1619/2012 art. 7.2 and 7.3), reported as F1/R1–R4 with its recipient. */
  FacturaSimplificadaArt7273?: SiNo;
  Destinatarios?: { IDDestinatario: PersonaFisicaJuridica[] };
  Desglose: { DetalleDesglose: DetalleDesglose[] };
  CuotaTotal: string;
  ImporteTotal: string;
  Encadenamiento: Encadenamiento;
  SistemaInformatico: SistemaInformatico;
  FechaHoraHusoGenRegistro: string;
  TipoHuella: '01';
  Huella: string;
}

export interface RegistroAnulacion {
  IDVersion: '1.0';
  IDFactura: IDFacturaAnulada;
  /** S: the AEAT has no record of the invoice (its alta was rejected and never corrected). */
  SinRegistroPrevio?: SiNo;
  /** S: an earlier anulación of the same invoice was rejected by the AEAT (RechazoPrevioAnulacionType). */
  RechazoPrevio?: SiNo;
  Encadenamiento: Encadenamiento;
  SistemaInformatico: SistemaInformatico;
  FechaHoraHusoGenRegistro: string;
  TipoHuella: '01';
  Huella: string;
}

/** RegistroFacturaType of SuministroLR.xsd: one alta or one anulación. */
export type RegistroFactura = { RegistroAlta: RegistroAlta } | { RegistroAnulacion: RegistroAnulacion };

/** Cabecera/ObligadoEmision (PersonaFisicaJuridicaESType). */
export interface ObligadoEmision {
  NombreRazon: string;
  NIF: string;
}

/** CabeceraType as Almacena sends it: no Representante, no RemisionRequerimiento (VERI*FACTU sends every record as it is generated). */
export interface Cabecera {
  ObligadoEmision: ObligadoEmision;
  /** Incidencia S: records sent late after a technical incident. */
  RemisionVoluntaria?: { Incidencia: SiNo };
}
