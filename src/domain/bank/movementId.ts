/**
 * A bank movement's document id (`bankMovements/{id}`): SHA-256 of the account, the dates, the
 * amount, the references and the concept text, plus the movement's place among the identical
 * movements of the same account in the same file. Importing the same file again gives the same
 * ids, so nothing new is written; two really identical movements of one day (two equal
 * commissions) are 0 and 1, so they stay two. 64 lower-case hex characters: a valid Firestore id.
 *
 * The file's order among identical movements does not matter (they are identical), so a bank that
 * lists newest first gives the same ids as one that lists oldest first.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { normalizeIban } from '../iban';
import { normalizeText } from '../search';
import type { BankMovement } from './movement';

export type MovementIdFields = Pick<
  BankMovement,
  'date' | 'valueDate' | 'amountCents' | 'commonConcept' | 'ownConcept' | 'document' | 'reference1' | 'reference2' | 'concepts'
>;

/**
 * The account part of the id: a Spanish IBAN becomes its 18-digit key (entidad, oficina, cuenta:
 * what a Norma 43 record 11 carries, without the check digits), so a Norma 43 file and a CSV
 * exported for the same account name it alike; anything else is upper-cased without blanks.
 */
export function accountKeyOf(ibanOrKey: string): string {
  const compact = normalizeIban(ibanOrKey);
  return /^ES\d{22}$/.test(compact) ? compact.slice(4, 12) + compact.slice(14) : compact;
}

/** What identifies a movement apart from its place among equal ones (JSON: no separator can be forged). */
export function movementFingerprint(account: string, movement: MovementIdFields): string {
  return JSON.stringify([
    accountKeyOf(account),
    movement.date,
    movement.valueDate,
    movement.amountCents,
    movement.commonConcept,
    movement.ownConcept,
    movement.document.trim(),
    movement.reference1.trim(),
    movement.reference2.trim(),
    normalizeText(movement.concepts.join(' ')),
  ]);
}

/** The id of a movement given its fingerprint and its occurrence among identical ones (0 for the first). */
export function movementIdOf(fingerprint: string, occurrence: number): string {
  return bytesToHex(sha256(utf8ToBytes(`${fingerprint}#${occurrence}`)));
}

/** The ids of one file's movements of one account, in their order. */
export function movementIds(account: string, movements: readonly MovementIdFields[]): string[] {
  const seen = new Map<string, number>();
  return movements.map((movement) => {
    const fingerprint = movementFingerprint(account, movement);
    const occurrence = seen.get(fingerprint) ?? 0;
    seen.set(fingerprint, occurrence + 1);
    return movementIdOf(fingerprint, occurrence);
  });
}

export const MOVEMENT_ID_PATTERN = /^[0-9a-f]{64}$/;
