/**
 * SistemaInformatico: who produced the software and which installation
 * generated the record (SistemaInformaticoType; RD 1007/2023 art. 10 and the
 * declaración responsable of art. 13 name the same producer and version).
 */
import { validateTaxId } from '../taxId';
import { VerifactuError } from './errors';
import { recordName } from './format';
import type { SistemaInformatico } from './types';

/** Fixed for every installation of Almacena. */
export const ALMACENA_SYSTEM = {
  NombreSistemaInformatico: 'Almacena',
  /** TextMax2Type, chosen by the producer: "AL" for Almacena (docs/verifactu.md). */
  IdSistemaInformatico: 'AL',
  /** Almacena only sends records as they are generated (VERI*FACTU mode); it has no "No VERI*FACTU" mode. */
  TipoUsoPosibleSoloVerifactu: 'S',
  /** One deployment serves several companies (corporations), each its own obligado tributario. */
  TipoUsoPosibleMultiOT: 'S',
} as const;

/** The released version every record states (and the declaración responsable). */
export const ALMACENA_VERSION = '0.1.0';

/**
 * This installation as its environment describes it: the producer's name and NIF
 * (VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF) and the Firebase project as the
 * installation number. The defaults are for the emulators only: a real deployment sets its own
 * (README, "Production set-up"). Used by the functions and the demo seed.
 */
export function installationSystem(env: Readonly<Record<string, string | undefined>>): SistemaInformaticoContext {
  return {
    producerName: env.VERIFACTU_PRODUCER_NAME || 'Almacena (instalación de desarrollo)',
    producerNif: env.VERIFACTU_PRODUCER_NIF || 'B00000000',
    version: ALMACENA_VERSION,
    installationNumber: env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || 'almacena-local',
    multipleOT: true,
  };
}

/** What the deployment knows about itself (configuration of the Cloud Function). */
export interface SistemaInformaticoContext {
  producerName: string;
  producerNif: string;
  /** The released version, e.g. "1.4.0" (TextMax50Type). */
  version: string;
  /** Identifies this installation, e.g. the Firebase project id (TextMax100Type). */
  installationNumber: string;
  /** True when the installation serves more than one company at the time the record is generated. */
  multipleOT: boolean;
}

/** Its texts pass through recordName (format.ts) like every text of a record; the caller refuses controls (record.ts). */
export function sistemaInformaticoOf(context: SistemaInformaticoContext): SistemaInformatico {
  const nif = validateTaxId(context.producerNif);
  if (!nif.ok) throw new VerifactuError('producerNif');
  return {
    NombreRazon: recordName(context.producerName, 120),
    NIF: nif.value,
    NombreSistemaInformatico: ALMACENA_SYSTEM.NombreSistemaInformatico,
    IdSistemaInformatico: ALMACENA_SYSTEM.IdSistemaInformatico,
    Version: recordName(context.version, 50),
    NumeroInstalacion: recordName(context.installationNumber, 100),
    TipoUsoPosibleSoloVerifactu: ALMACENA_SYSTEM.TipoUsoPosibleSoloVerifactu,
    TipoUsoPosibleMultiOT: ALMACENA_SYSTEM.TipoUsoPosibleMultiOT,
    IndicadorMultiplesOT: context.multipleOT ? 'S' : 'N',
  };
}
