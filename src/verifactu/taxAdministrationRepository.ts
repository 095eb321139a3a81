/**
 * The company's tax administration as setTaxAdministration keeps it, on the head of its NIF's
 * VERI*FACTU chain (corporations/{c}/verifactuChains/{nif}: staff read, only functions write).
 * One read; the change goes through the command.
 */
import { docRef, readDoc, toDate } from '../data/firestore';
import { callCommand } from '../data/commands';
import { normalizeTaxId } from '../domain/taxId';
import { taxAdministrationOf, type TaxAdministration } from '../domain/verifactu/scope';

export interface TaxAdministrationChange {
  from: TaxAdministration;
  to: TaxAdministration;
  reason: string;
  at: Date | null;
}

export interface TaxAdministrationState {
  administration: TaxAdministration;
  /** Newest first. */
  changes: TaxAdministrationChange[];
}

export const taxAdministrationRepository = {
  async get(corpId: string, nif: string): Promise<TaxAdministrationState> {
    const snap = await readDoc('verifactuChains.get', docRef(`corporations/${corpId}/verifactuChains/${normalizeTaxId(nif)}`));
    const raw = snap.get('taxAdministrationChanges');
    const changes = (Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [])
      .map((c) => ({
        from: taxAdministrationOf(c.from),
        to: taxAdministrationOf(c.to),
        reason: typeof c.reason === 'string' ? c.reason : '',
        at: toDate(c.at),
      }))
      .reverse();
    return { administration: taxAdministrationOf(snap.get('taxAdministration')), changes };
  },
  set(corpId: string, administration: TaxAdministration, reason: string) {
    return callCommand<'setTaxAdministration', { nif: string; administration: TaxAdministration; changed: boolean }>('setTaxAdministration', {
      corpId,
      administration,
      reason,
    });
  },
};
