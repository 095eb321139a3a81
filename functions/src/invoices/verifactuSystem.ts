/**
 * What this installation says about itself in every record's SistemaInformatico (RD 1007/2023
 * art. 9; Orden HAC/1177/2024). The producer's name and NIF are configuration of the
 * deployment (environment of the functions: VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF);
 * the installation is the Firebase project. The defaults are for the emulators only: a real
 * deployment sets its own (README, "Production set-up").
 */
import type { SistemaInformaticoContext } from '../../../src/domain/verifactu/system';

export const ALMACENA_VERSION = '0.1.0';

export function verifactuSystem(): SistemaInformaticoContext {
  return {
    producerName: process.env.VERIFACTU_PRODUCER_NAME || 'Almacena (instalación de desarrollo)',
    producerNif: process.env.VERIFACTU_PRODUCER_NIF || 'B00000000',
    version: ALMACENA_VERSION,
    installationNumber: process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT || 'almacena-local',
    multipleOT: true,
  };
}
