/**
 * The element sequence of every XSD type Almacena writes, copied from SuministroInformacion.xsd
 * and SuministroLR.xsd (tests/fixtures/verifactu/). xml.ts writes a record by walking these
 * lists, never by iterating the record object's keys: Firestore does not keep a map's key order
 * (production returns keys sorted), and a record read back in another order would be refused
 * as a whole (AEAT 4102). xsdSequences.test.ts reads the XSDs and checks every list against
 * them.
 *
 * Keys are the XSD's complexType names; an anonymous type is named `{owner type}/{element}`.
 * Elements of a `choice` are listed in document order: the record holds one of them. Every
 * element of each sequence is listed, including those Almacena never sends (RefExterna,
 * Macrodato, Tercero...), except `ds:Signature` (another namespace; only No VERI*FACTU mode
 * signs records): a record key that is not in its type's list is a bug and is refused.
 */

export type XsdTypeName =
  | 'RegFactuSistemaFacturacion'
  | 'RegistroFacturaType'
  | 'CabeceraType'
  | 'CabeceraType/RemisionVoluntaria'
  | 'CabeceraType/RemisionRequerimiento'
  | 'RegistroFacturacionAltaType'
  | 'RegistroFacturacionAltaType/FacturasRectificadas'
  | 'RegistroFacturacionAltaType/FacturasSustituidas'
  | 'RegistroFacturacionAltaType/Destinatarios'
  | 'RegistroFacturacionAltaType/Encadenamiento'
  | 'RegistroFacturacionAnulacionType'
  | 'RegistroFacturacionAnulacionType/Encadenamiento'
  | 'IDFacturaExpedidaType'
  | 'IDFacturaARType'
  | 'IDFacturaExpedidaBajaType'
  | 'EncadenamientoFacturaAnteriorType'
  | 'SistemaInformaticoType'
  | 'PersonaFisicaJuridicaESType'
  | 'PersonaFisicaJuridicaType'
  | 'IDOtroType'
  | 'DesgloseType'
  | 'DetalleType'
  | 'DesgloseRectificacionType';

export interface XsdElement {
  readonly name: string;
  /** The element's complex type (a key of XSD_SEQUENCES); absent for simple content (text). */
  readonly type?: XsdTypeName;
  /** maxOccurs > 1: the record holds an array, written as repeated elements. */
  readonly many?: true;
}

const text = (name: string): XsdElement => ({ name });
const of = (name: string, type: XsdTypeName, many?: 'many'): XsdElement => ({ name, type, ...(many ? { many: true as const } : {}) });

const ENCADENAMIENTO = [text('PrimerRegistro'), of('RegistroAnterior', 'EncadenamientoFacturaAnteriorType')];

export const XSD_SEQUENCES: Readonly<Record<XsdTypeName, readonly XsdElement[]>> = {
  /** SuministroLR.xsd: the RegFactuSistemaFacturacion element's anonymous type. */
  RegFactuSistemaFacturacion: [of('Cabecera', 'CabeceraType'), of('RegistroFactura', 'RegistroFacturaType', 'many')],
  /** SuministroLR.xsd. */
  RegistroFacturaType: [of('RegistroAlta', 'RegistroFacturacionAltaType'), of('RegistroAnulacion', 'RegistroFacturacionAnulacionType')],
  CabeceraType: [
    of('ObligadoEmision', 'PersonaFisicaJuridicaESType'),
    of('Representante', 'PersonaFisicaJuridicaESType'),
    of('RemisionVoluntaria', 'CabeceraType/RemisionVoluntaria'),
    of('RemisionRequerimiento', 'CabeceraType/RemisionRequerimiento'),
  ],
  'CabeceraType/RemisionVoluntaria': [text('FechaFinVeriFactu'), text('Incidencia')],
  'CabeceraType/RemisionRequerimiento': [text('RefRequerimiento'), text('FinRequerimiento')],
  RegistroFacturacionAltaType: [
    text('IDVersion'),
    of('IDFactura', 'IDFacturaExpedidaType'),
    text('RefExterna'),
    text('NombreRazonEmisor'),
    text('Subsanacion'),
    text('RechazoPrevio'),
    text('TipoFactura'),
    text('TipoRectificativa'),
    of('FacturasRectificadas', 'RegistroFacturacionAltaType/FacturasRectificadas'),
    of('FacturasSustituidas', 'RegistroFacturacionAltaType/FacturasSustituidas'),
    of('ImporteRectificacion', 'DesgloseRectificacionType'),
    text('FechaOperacion'),
    text('DescripcionOperacion'),
    text('FacturaSimplificadaArt7273'),
    text('FacturaSinIdentifDestinatarioArt61d'),
    text('Macrodato'),
    text('EmitidaPorTerceroODestinatario'),
    of('Tercero', 'PersonaFisicaJuridicaType'),
    of('Destinatarios', 'RegistroFacturacionAltaType/Destinatarios'),
    text('Cupon'),
    of('Desglose', 'DesgloseType'),
    text('CuotaTotal'),
    text('ImporteTotal'),
    of('Encadenamiento', 'RegistroFacturacionAltaType/Encadenamiento'),
    of('SistemaInformatico', 'SistemaInformaticoType'),
    text('FechaHoraHusoGenRegistro'),
    text('NumRegistroAcuerdoFacturacion'),
    text('IdAcuerdoSistemaInformatico'),
    text('TipoHuella'),
    text('Huella'),
  ],
  'RegistroFacturacionAltaType/FacturasRectificadas': [of('IDFacturaRectificada', 'IDFacturaARType', 'many')],
  'RegistroFacturacionAltaType/FacturasSustituidas': [of('IDFacturaSustituida', 'IDFacturaARType', 'many')],
  'RegistroFacturacionAltaType/Destinatarios': [of('IDDestinatario', 'PersonaFisicaJuridicaType', 'many')],
  'RegistroFacturacionAltaType/Encadenamiento': ENCADENAMIENTO,
  RegistroFacturacionAnulacionType: [
    text('IDVersion'),
    of('IDFactura', 'IDFacturaExpedidaBajaType'),
    text('RefExterna'),
    text('SinRegistroPrevio'),
    text('RechazoPrevio'),
    text('GeneradoPor'),
    of('Generador', 'PersonaFisicaJuridicaType'),
    of('Encadenamiento', 'RegistroFacturacionAnulacionType/Encadenamiento'),
    of('SistemaInformatico', 'SistemaInformaticoType'),
    text('FechaHoraHusoGenRegistro'),
    text('TipoHuella'),
    text('Huella'),
  ],
  'RegistroFacturacionAnulacionType/Encadenamiento': ENCADENAMIENTO,
  IDFacturaExpedidaType: [text('IDEmisorFactura'), text('NumSerieFactura'), text('FechaExpedicionFactura')],
  IDFacturaARType: [text('IDEmisorFactura'), text('NumSerieFactura'), text('FechaExpedicionFactura')],
  IDFacturaExpedidaBajaType: [text('IDEmisorFacturaAnulada'), text('NumSerieFacturaAnulada'), text('FechaExpedicionFacturaAnulada')],
  EncadenamientoFacturaAnteriorType: [text('IDEmisorFactura'), text('NumSerieFactura'), text('FechaExpedicionFactura'), text('Huella')],
  SistemaInformaticoType: [
    text('NombreRazon'),
    text('NIF'),
    of('IDOtro', 'IDOtroType'),
    text('NombreSistemaInformatico'),
    text('IdSistemaInformatico'),
    text('Version'),
    text('NumeroInstalacion'),
    text('TipoUsoPosibleSoloVerifactu'),
    text('TipoUsoPosibleMultiOT'),
    text('IndicadorMultiplesOT'),
  ],
  PersonaFisicaJuridicaESType: [text('NombreRazon'), text('NIF')],
  PersonaFisicaJuridicaType: [text('NombreRazon'), text('NIF'), of('IDOtro', 'IDOtroType')],
  IDOtroType: [text('CodigoPais'), text('IDType'), text('ID')],
  DesgloseType: [of('DetalleDesglose', 'DetalleType', 'many')],
  DetalleType: [
    text('Impuesto'),
    text('ClaveRegimen'),
    text('CalificacionOperacion'),
    text('OperacionExenta'),
    text('TipoImpositivo'),
    text('BaseImponibleOimporteNoSujeto'),
    text('BaseImponibleACoste'),
    text('CuotaRepercutida'),
    text('TipoRecargoEquivalencia'),
    text('CuotaRecargoEquivalencia'),
  ],
  DesgloseRectificacionType: [text('BaseRectificada'), text('CuotaRectificada'), text('CuotaRecargoRectificado')],
};
