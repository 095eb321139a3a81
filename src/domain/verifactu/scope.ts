/**
 * Where VERI*FACTU applies, and whether a deployment may send to the AEAT's production service.
 *
 * - Scope (RD 1007/2023 art. 3 and DA 1ª): the RRSIF binds taxpayers of the State's IRPF, IS and
 *   IRNR. Taxpayers whose tax is administered by the Basque Diputaciones Forales (Álava, Bizkaia,
 *   Gipuzkoa: TicketBAI) or by Navarra (its own system) are outside it. Which administration a
 *   company answers to follows its fiscal domicile AND its volume of operations (Concierto
 *   Económico, Convenio con Navarra), so it is a setting the company states, not something the
 *   postal code decides; the postal code only suggests it.
 * - Production safety: every record names the producer of the software (SistemaInformatico), who
 *   signs the declaración responsable (RD 1007/2023 art. 13). A production deployment that sends
 *   a placeholder producer, or a record to one AEAT host while its QR points at the other, is not
 *   legally usable: deploymentProblems lists what is wrong, for the functions (refuse to issue or
 *   send) and for `npm run deploy:check`.
 */
import { isSafeText } from '../plainText';
import { validateTaxId } from '../taxId';

export type TaxAdministration = 'aeat' | 'alava' | 'bizkaia' | 'gipuzkoa' | 'navarra';
export const TAX_ADMINISTRATIONS: readonly TaxAdministration[] = ['aeat', 'alava', 'bizkaia', 'gipuzkoa', 'navarra'];

export const TAX_ADMINISTRATION_LABELS: Record<TaxAdministration, string> = {
  aeat: 'Agencia Tributaria (territorio común)',
  alava: 'Diputación Foral de Álava',
  bizkaia: 'Diputación Foral de Bizkaia',
  gipuzkoa: 'Diputación Foral de Gipuzkoa',
  navarra: 'Hacienda Foral de Navarra',
};

export function isTaxAdministration(value: unknown): value is TaxAdministration {
  return typeof value === 'string' && (TAX_ADMINISTRATIONS as readonly string[]).includes(value);
}

/** Absent or unknown: the AEAT (VERI*FACTU applies), the safe default. */
export function taxAdministrationOf(value: unknown): TaxAdministration {
  return isTaxAdministration(value) ? value : 'aeat';
}

export function verifactuApplies(administration: TaxAdministration): boolean {
  return administration === 'aeat';
}

/** Why VERI*FACTU does not apply, in the words the Registro shows; null when it applies. */
export function verifactuExemptionText(administration: TaxAdministration): string | null {
  if (administration === 'aeat') return null;
  const label = TAX_ADMINISTRATION_LABELS[administration];
  const system = administration === 'navarra' ? 'el sistema de facturación que exija la Hacienda Foral de Navarra' : 'TicketBAI';
  return (
    `La empresa tributa ante la ${label}: VERI*FACTU (RD 1007/2023) no se le aplica y Almacena no genera ni envía ` +
    `registros de facturación a la AEAT para ella. Sus facturas deben cumplir ${system}, que Almacena no ofrece todavía.`
  );
}

/** The administration a Spanish postal code suggests (01 Álava, 20 Gipuzkoa, 31 Navarra, 48 Bizkaia); the company confirms it. */
export function suggestedTaxAdministration(postalCode: string): TaxAdministration {
  const province = postalCode.trim().slice(0, 2);
  if (province === '01') return 'alava';
  if (province === '20') return 'gipuzkoa';
  if (province === '31') return 'navarra';
  if (province === '48') return 'bizkaia';
  return 'aeat';
}

// ---- production safety -------------------------------------------------------------------

/** What the emulators use when the producer is unset: never acceptable in production. */
export const PLACEHOLDER_PRODUCER_NIF = 'B00000000';

export type DeploymentProblem =
  | 'environmentUnknown'
  | 'producerNameMissing'
  | 'producerNifMissing'
  | 'producerNifInvalid'
  | 'endpointOtherEnvironment'
  | 'declarationProducerDiffers'
  | 'qrEnvironmentDiffers';

export const DEPLOYMENT_PROBLEM_MESSAGES: Record<DeploymentProblem, string> = {
  environmentUnknown: 'VERIFACTU_ENV debe ser «test» o «production».',
  producerNameMissing: 'Falta el nombre del productor del sistema (VERIFACTU_PRODUCER_NAME).',
  producerNifMissing: 'Falta el NIF del productor del sistema (VERIFACTU_PRODUCER_NIF).',
  producerNifInvalid: 'El NIF del productor del sistema (VERIFACTU_PRODUCER_NIF) no es válido.',
  endpointOtherEnvironment: 'VERIFACTU_ENDPOINT apunta al servicio de la AEAT del otro entorno (pruebas frente a producción).',
  declarationProducerDiffers:
    'El productor de la declaración responsable (VITE_VERIFACTU_PRODUCER_NAME/NIF) no coincide con el de los registros (VERIFACTU_PRODUCER_NAME/NIF).',
  qrEnvironmentDiffers: 'El entorno del QR de la aplicación (VITE_VERIFACTU_ENV) no coincide con el de envío (VERIFACTU_ENV).',
};

export interface DeploymentSettings {
  /** VERIFACTU_ENV as set (undefined: unset, which means test). */
  environment: string | undefined;
  /** VERIFACTU_ENDPOINT as set (undefined: the environment's AEAT endpoint). */
  endpoint: string | undefined;
  producerName: string | undefined;
  producerNif: string | undefined;
  /** The build's declaración responsable, when known (deploy check): VITE_VERIFACTU_PRODUCER_*. */
  declaration?: { name: string | undefined; nif: string | undefined };
  /** The build's VITE_VERIFACTU_ENV, when known (deploy check). */
  qrEnvironment?: string | undefined;
}

/** The AEAT's hosts per environment: a test host in production, or the reverse, is a mix-up. */
const AEAT_TEST_HOSTS = /(^|\.)prewww\d*\.aeat\.es$/i;
const AEAT_PRODUCTION_HOSTS = /(^|\.)www\d*\.agenciatributaria\.gob\.es$/i;

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.replace(/:\d+$/, '');
  } catch {
    return null;
  }
}

const norm = (s: string | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * What is wrong with a deployment's VERI*FACTU settings. In test, only mix-ups (an endpoint or QR
 * of the other environment); in production, also a producer that is unset, invalid, the
 * emulators' placeholder, or other than the declaración responsable's.
 */
export function deploymentProblems(settings: DeploymentSettings): DeploymentProblem[] {
  const problems: DeploymentProblem[] = [];
  const env = settings.environment?.trim() ?? '';
  if (env !== '' && env !== 'test' && env !== 'production') return ['environmentUnknown'];
  const production = env === 'production';
  const host = settings.endpoint ? hostOf(settings.endpoint) : null;
  if (host && (production ? AEAT_TEST_HOSTS.test(host) : AEAT_PRODUCTION_HOSTS.test(host))) problems.push('endpointOtherEnvironment');
  if (settings.qrEnvironment !== undefined && (settings.qrEnvironment.trim() || 'test') !== (env || 'test')) problems.push('qrEnvironmentDiffers');
  if (!production) return problems;
  if (!settings.producerName?.trim()) problems.push('producerNameMissing');
  const nif = settings.producerNif?.trim() ?? '';
  if (!nif) problems.push('producerNifMissing');
  else {
    const checked = validateTaxId(nif);
    if (!checked.ok || checked.value === PLACEHOLDER_PRODUCER_NIF) problems.push('producerNifInvalid');
  }
  if (settings.declaration) {
    const declared = validateTaxId(settings.declaration.nif ?? '');
    const ours = validateTaxId(nif);
    const sameNif = declared.ok && ours.ok && declared.value === ours.value;
    if (!sameNif || norm(settings.declaration.name) !== norm(settings.producerName)) problems.push('declarationProducerDiffers');
  }
  return problems;
}

// ---- setTaxAdministration's input ----------------------------------------------------------

export const TAX_ADMINISTRATION_REASON_MAX = 200;

export type TaxAdministrationInput =
  { ok: true; value: { administration: TaxAdministration; reason: string } } | { ok: false; detail: 'administration' | 'reason' };

/** The command's input, as a hand-made request may send it: a known administration and a reason of 3 to 200 plain characters. */
export function parseTaxAdministrationInput(data: { administration?: unknown; reason?: unknown }): TaxAdministrationInput {
  if (!isTaxAdministration(data.administration)) return { ok: false, detail: 'administration' };
  if (typeof data.reason !== 'string') return { ok: false, detail: 'reason' };
  const reason = data.reason.trim().replace(/\s+/g, ' ');
  if (reason.length < 3 || reason.length > TAX_ADMINISTRATION_REASON_MAX || !isSafeText(reason)) return { ok: false, detail: 'reason' };
  return { ok: true, value: { administration: data.administration, reason } };
}
