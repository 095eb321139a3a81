/**
 * What this installation says about itself in every record's SistemaInformatico (RD 1007/2023
 * art. 9; Orden HAC/1177/2024): the functions' environment read by the domain's
 * installationSystem (VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF, the Firebase project).
 */
import { installationSystem, type SistemaInformaticoContext } from '../../../src/domain/verifactu/system';

export function verifactuSystem(): SistemaInformaticoContext {
  return installationSystem(process.env);
}
