/**
 * What this installation says about itself in every record's SistemaInformatico (RD 1007/2023
 * art. 9; Orden HAC/1177/2024): the functions' environment read by the domain's
 * installationSystem (VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF, the Firebase project), and
 * IndicadorMultiplesOT from how many obligados the installation issues for when the record is
 * generated (functions/src/verifactu/issuers.ts: the claims, counting a first record's own).
 */
import { installationSystem, type SistemaInformaticoContext } from '../../../src/domain/verifactu/system';

export function verifactuSystem(issuers: number): SistemaInformaticoContext {
  return { ...installationSystem(process.env), multipleOT: issuers > 1 };
}
