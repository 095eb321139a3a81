/**
 * setTaxAdministration {corpId, administration, reason} (admin): which tax administration the
 * company's NIF answers to (src/domain/verifactu/scope.ts). Under a foral one (Álava, Bizkaia,
 * Gipuzkoa, Navarra) VERI*FACTU does not apply: issuing makes no record and the invoice carries no
 * QR. Kept on the head of the NIF's chain (corporations/{c}/verifactuChains/{nif}), which issuing
 * reads anyway, with every change (who, when, from, to, why) beside it, so a change that stops
 * the sending is never silent. Records already generated keep being sent: the law's duty for them
 * does not end with the setting.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { setTaxAdministrationSchema } from '../../../src/domain/commandInputs/verifactuInputs';
import { normalizeTaxId } from '../../../src/domain/taxId';
import { taxAdministrationOf } from '../../../src/domain/verifactu/scope';
import { VERIFACTU_CHAINS } from '../../../src/domain/verifactu/verifactuPlan';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';
import { inTransaction } from '../runtime/transaction';

/** The changes kept on the head (the newest last). */
const HISTORY = 50;

export const setTaxAdministration = command('setTaxAdministration', async (caller, data, refuse) => {
  const input = parseInput(setTaxAdministrationSchema, data, 'data');
  if (!input.ok) throw refuse('invalid', { detail: input.detail });
  const company = db().doc(`corporations/${caller.corpId}`);
  // Contended: it writes the chain head every sale of the issuer moves.
  return inTransaction('contended', async (tx) => {
    const corp = await tx.get(company);
    const nif = normalizeTaxId(String((corp.get('data') as { nif?: unknown } | undefined)?.nif ?? ''));
    if (!nif) throw refuse('verifactu', { detail: 'issuerNif' });
    const headRef = company.collection(VERIFACTU_CHAINS).doc(nif);
    const head = await tx.get(headRef);
    const from = taxAdministrationOf(head.get('taxAdministration'));
    const { administration, reason } = input.value;
    if (from === administration) return { nif, administration, changed: false };
    const history = Array.isArray(head.get('taxAdministrationChanges')) ? (head.get('taxAdministrationChanges') as unknown[]) : [];
    const change = { from, to: administration, reason, by: caller.uid, at: Timestamp.now() };
    tx.set(
      headRef,
      {
        nif,
        taxAdministration: administration,
        taxAdministrationChanges: [...history, change].slice(-HISTORY),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    return { nif, administration, changed: true };
  });
});
