/**
 * importBankStatement {corpId, fileName, format, accountKey, movements: [...] (≤ 5000)}: a bank
 * statement the browser has parsed (Norma 43 or CSV, src/domain/bank) becomes `bankMovements`
 * (issue 30). Every field is read again strictly (bankCommands.ts) and every id is computed here
 * from the movements (movementId.ts: account, dates, amount, references, concepts and the place
 * among identical ones), never taken from the client; then each batch of ≤ 500 is read and the
 * movements not stored yet are created, in one transaction per batch (create-if-absent: a
 * movement already stored keeps its state, its match and the import that first brought it).
 * The import itself is `bankImports/{id}` with an id of the account and the movements' ids, so
 * importing the same file again writes nothing at all.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  BANK_IMPORTS,
  BANK_MOVEMENTS,
  IMPORT_BATCH,
  parseImportBankStatement,
  planImport,
  storedBankMovement,
  type StoredBankImport,
} from '../../../../src/domain/bank/bankCommands';
import { db } from '../../runtime/admin';
import { command } from '../../runtime/command';
import { inTransaction } from '../../runtime/transaction';

export const importBankStatement = command(
  'importBankStatement',
  async (caller, data, refuse) => {
    const parsed = parseImportBankStatement(data);
    if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
    const input = parsed.value;
    const plan = planImport(input);
    const company = db().doc(`corporations/${caller.corpId}`);
    const importRef = company.collection(BANK_IMPORTS).doc(plan.importId);
    const base = { importId: plan.importId, movementCount: plan.movements.length, from: plan.from, to: plan.to };

    // The same file again: its import exists, every movement with it.
    if ((await importRef.get()).exists) return { ...base, newCount: 0, existingCount: plan.movements.length, alreadyImported: true };

    let newCount = 0;
    for (let start = 0; start < plan.movements.length; start += IMPORT_BATCH) {
      const chunk = plan.movements.slice(start, start + IMPORT_BATCH);
      const refs = chunk.map((m) => company.collection(BANK_MOVEMENTS).doc(m.id));
      newCount += await inTransaction('default', async (tx) => {
        const snaps = await tx.getAll(...refs);
        const now = FieldValue.serverTimestamp();
        let created = 0;
        snaps.forEach((snap, i) => {
          if (snap.exists) return;
          tx.create(refs[i]!, { ...storedBankMovement(plan.accountKey, chunk[i]!.movement, plan.importId), createdAt: now, updatedAt: now });
          created++;
        });
        return created;
      });
    }
    const record: StoredBankImport = {
      fileName: input.fileName.trim(),
      format: input.format,
      accountKey: plan.accountKey,
      from: plan.from,
      to: plan.to,
      movementCount: plan.movements.length,
      newCount,
      createdBy: caller.uid,
    };
    // Two imports of one file at once: the first one's record stands.
    await importRef.create({ ...record, createdAt: FieldValue.serverTimestamp() }).catch((error: { code?: unknown }) => {
      if (error?.code !== 6) throw error;
    });
    return { ...base, newCount, existingCount: plan.movements.length - newCount, alreadyImported: false };
  },
  { timeoutSeconds: 300 },
);
