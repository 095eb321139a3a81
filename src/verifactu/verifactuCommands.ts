/**
 * The VERI*FACTU admin commands (Cloud Functions in functions/src/verifactu) as the app calls
 * them. Each one acts on the caller's company; refusals reject with CommandFailure, whose code
 * messages.ts says in Spanish.
 */
import { callCommand } from '../data/commands';

export type SendSkipped = null | 'waiting' | 'inFlight' | 'nothingPending';

export interface SendResult {
  sent: number;
  accepted: number;
  acceptedWithErrors: number;
  rejected: number;
  /** Kept from sending by our own check (marked "No enviado"); absent from older servers. */
  notSent?: number;
  skipped: SendSkipped;
  /** The first transport or AEAT failure of this send, in the server's words (records stay pending). */
  error?: string | null;
  /** ISO instant before which the AEAT asks not to send again (null: no wait). */
  nextSendAt: string | null;
}

export interface ResendResult {
  recordId: string;
  action: 'subsanacion' | 'queued';
}

export interface ChainBreak {
  recordId: string;
  seq: number;
  code: string;
  /** Spanish, from the server. */
  message: string;
}

export interface ChainCheck {
  nif: string;
  ok: boolean;
  count: number;
  broken: ChainBreak | null;
}

export interface XmlExport {
  xml: string;
  fileName: string;
}

/** A rejected record not corrected yet: what is stuck, and why. */
export interface StuckRecord {
  recordId: string;
  numSerie: string;
  type: 'alta' | 'anulacion';
  code: number | null;
  message: string | null;
  /** Our own check kept it from sending. */
  notSent: boolean;
}

export interface SenderStatus {
  nif: string;
  /** The later of the two clocks below. */
  nextSendAt: string | null;
  /** The AEAT's wait between requests (nobody may skip it). */
  aeatWaitUntil?: string | null;
  /** Our retry backoff after a failed send ("Enviar ahora" does not wait for it). */
  retryAt?: string | null;
  lastSentAt: string | null;
  lastError: string | null;
  pending: number;
  /** A Fault is being isolated: the last batch goes in halves. */
  isolating?: boolean;
  stuck?: StuckRecord[];
}

export interface VerifactuStatus {
  environment: 'test' | 'production';
  endpointHost: string;
  /** The AEAT's answers come from the local stand-in (emulators, tests). */
  standin: boolean;
  certificate: { loaded: boolean; subject: string | null; validTo: string | null; expired: boolean };
  senders: SenderStatus[];
  /** The company's tax administration (setTaxAdministration); 'aeat' unless it said otherwise. */
  taxAdministration?: string;
  /** Why VERI*FACTU does not apply (a foral administration), in Spanish; null when it applies. */
  exemption?: string | null;
  /** What is wrong with the deployment's settings (Spanish): while any, nothing is issued nor sent. */
  configurationProblems?: string[];
}

/** The AEAT takes 1 to 1.000 records per document. */
export const MAX_EXPORT_RECORDS = 1000;

export const verifactuCommands = {
  send: (corpId: string) => callCommand<'sendVerifactuRecords', SendResult>('sendVerifactuRecords', { corpId }),
  resend: (corpId: string, recordId: string) => callCommand<'resendVerifactuRecord', ResendResult>('resendVerifactuRecord', { corpId, recordId }),
  verifyChain: (corpId: string) => callCommand<'verifyVerifactuChain', { chains: ChainCheck[] }>('verifyVerifactuChain', { corpId }),
  exportXml: (corpId: string, recordIds: string[]) => callCommand<'exportVerifactuXml', XmlExport>('exportVerifactuXml', { corpId, recordIds }),
  status: (corpId: string) => callCommand<'getVerifactuStatus', VerifactuStatus>('getVerifactuStatus', { corpId }),
};
