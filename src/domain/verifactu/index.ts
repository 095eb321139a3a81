/** VERI*FACTU (RD 1007/2023, Orden HAC/1177/2024): records, huella, chain check, QR and XML. See docs/verifactu.md. */
export { verifyChain, recordIdOf, expectedHuellaOf, CHAIN_BREAKS, type ChainBreak, type ChainVerdict } from './chain';
export { VerifactuError, VERIFACTU_ERRORS, type VerifactuErrorCode } from './errors';
export { altaHuella, anulacionHuella, sha256HexUpper } from './huella';
export { madridDateTime, madridOffsetMinutes } from './madridTime';
export { cotejoUrl, cotejoUrlOf, COTEJO_URLS, QR_SPEC, type CotejoEnvironment } from './qr';
export {
  altaRecordOf,
  anulacionRecordOf,
  chainLinkOf,
  type AltaContext,
  type AltaInvoice,
  type AnulacionInvoice,
  type RecordContext,
} from './record';
export { ALMACENA_SYSTEM, type SistemaInformaticoContext } from './system';
export type * from './types';
export { regFactuXml, MAX_RECORDS_PER_DOCUMENT, NS_SUMINISTRO_INFORMACION, NS_SUMINISTRO_LR } from './xml';
