// The path of the AEAT's VERI*FACTU SOAP service, which the stand-in serves too. A module without
// dependencies, so that scripts/lib/emulators.mjs can name it before node_modules is installed.
export const ENDPOINT_PATH = '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
