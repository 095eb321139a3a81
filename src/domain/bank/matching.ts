/**
 * Suggestions of what each bank movement pays: open dues (a cobro expected is positive, a pago
 * negative, like the movement's amount) and remittances (their open sum). The exact amount is
 * required; the score then adds the invoice number or remittance id found in the movement's text,
 * the party's NIF or name, and how near the movement's date is to the due date. A person confirms
 * (the confirmation records the payment); this only ranks.
 *
 * Speed: items are indexed by amount (each bucket sorted by due date, so the date window is a
 * binary search) and by normalised reference (so a reference outside the window is found by
 * looking the movement's words up), never by a loop over every item for every movement.
 */
import { parseIsoDate } from '../dates';
import { normalizeText } from '../search';
import { movementText, type BankMovement } from './movement';

export interface OpenItem {
  id: string;
  kind: 'due' | 'remittance';
  partyName: string;
  partyNif?: string;
  /** The invoice number (a due) or the remittance id. */
  reference: string;
  /** ISO date. */
  dueDate: string;
  /** Signed like a movement: a cobro expected is positive, a pago negative. */
  openCents: number;
}

export type MatchMovement = Pick<BankMovement, 'date' | 'amountCents' | 'concepts' | 'reference1' | 'reference2' | 'document'>;

/** Why a candidate was suggested: same amount (always), its reference in the text, its NIF, its name, its date within the window. */
export type MatchReason = 'amount' | 'reference' | 'nif' | 'party' | 'date';

export interface MatchCandidate {
  itemId: string;
  kind: OpenItem['kind'];
  /** 0–100. */
  score: number;
  reasons: MatchReason[];
  /** |movement date − due date| in days. */
  dayDistance: number;
}

export interface MovementSuggestions {
  /** Index of the movement in the list given. */
  movement: number;
  /** Best first, at most `maxCandidates`. */
  candidates: MatchCandidate[];
}

export interface MatchAssignment {
  movement: number;
  itemId: string;
  score: number;
  reasons: MatchReason[];
  /** Another candidate of this movement had the same score: a person should look. */
  ambiguous: boolean;
}

export interface MatchOptions {
  /** Days either side of the due date in which the date counts (and an amount alone is suggested). Default 30. */
  windowDays?: number;
  /** Candidates kept per movement. Default 5. */
  maxCandidates?: number;
  /** Least score a candidate needs for the one-to-one assignment. Default 0 (every candidate). */
  minAssignScore?: number;
}

export interface MatchResult {
  suggestions: MovementSuggestions[];
  /** One item per movement and one movement per item, best scores first (greedy). */
  assignment: MatchAssignment[];
}

export const MATCH_WEIGHTS = { amount: 30, reference: 40, nif: 20, party: 15, date: 15 } as const;

/** Letters and digits only, lower case, no accents: "F-2026/0012" → "f20260012". */
export function compactReference(text: string): string {
  return normalizeText(text).replace(/[^a-z0-9]/g, '');
}

/** Words of a name that say nothing about who it is. */
const NAME_NOISE = new Set([
  'sl',
  'slu',
  'sa',
  'sau',
  'sll',
  'slp',
  'sc',
  'scp',
  'cb',
  'coop',
  'sociedad',
  'limitada',
  'anonima',
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'y',
  'e',
  'cia',
]);

/** The distinctive words of a party's name: normalised, without legal forms and particles, 3+ characters. */
export function nameTokens(name: string): string[] {
  const words = normalizeText(name)
    .replace(/[.,]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !NAME_NOISE.has(w));
  return [...new Set(words)];
}

const MIN_REFERENCE_LENGTH = 3;

interface IndexedItem {
  item: OpenItem;
  day: number;
  ref: string;
  nif: string;
  tokens: string[];
}

interface MovementView {
  day: number;
  /** Words of the text with their inner punctuation removed ("F2026-0012" → "f20260012"). */
  words: string[];
  wordSet: Set<string>;
  /** The whole text compacted, for NIFs written with blanks ("B 12345674"). */
  compact: string;
}

const dayNumber = (iso: string): number => {
  const date = parseIsoDate(iso);
  return date ? Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000) : Number.NaN;
};

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/** True when `ref` is inside `word` and not part of a longer number ("0012" is not in "00123"). */
function containsReference(word: string, ref: string): boolean {
  let at = word.indexOf(ref);
  while (at >= 0) {
    const before = word[at - 1];
    const after = word[at + ref.length];
    if (!(isDigit(ref[0]) && isDigit(before)) && !(isDigit(ref[ref.length - 1]) && isDigit(after))) return true;
    at = word.indexOf(ref, at + 1);
  }
  return false;
}

function viewOf(movement: MatchMovement): MovementView {
  const words = normalizeText(movementText(movement))
    .split(' ')
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w !== '');
  return { day: dayNumber(movement.date), words, wordSet: new Set(words), compact: words.join('') };
}

/** First index in the bucket (sorted by day) whose day is ≥ `day`. */
function lowerBound(bucket: readonly IndexedItem[], day: number): number {
  let lo = 0;
  let hi = bucket.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((bucket[mid]?.day ?? 0) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function score(view: MovementView, entry: IndexedItem, windowDays: number): MatchCandidate | null {
  const dayDistance = Math.abs(view.day - entry.day);
  const reasons: MatchReason[] = ['amount'];
  let total: number = MATCH_WEIGHTS.amount;
  if (entry.ref.length >= MIN_REFERENCE_LENGTH && view.words.some((w) => containsReference(w, entry.ref))) {
    reasons.push('reference');
    total += MATCH_WEIGHTS.reference;
  }
  if (entry.nif !== '' && containsReference(view.compact, entry.nif)) {
    reasons.push('nif');
    total += MATCH_WEIGHTS.nif;
  }
  if (entry.tokens.length > 0) {
    const found = entry.tokens.filter((t) => view.wordSet.has(t)).length;
    if (found > 0 && found * 2 >= entry.tokens.length) {
      reasons.push('party');
      total += Math.round((MATCH_WEIGHTS.party * found) / entry.tokens.length);
    }
  }
  if (dayDistance <= windowDays) {
    reasons.push('date');
    total += Math.round(MATCH_WEIGHTS.date * (1 - dayDistance / (windowDays + 1)));
  } else if (reasons.length === 1) return null;
  return { itemId: entry.item.id, kind: entry.item.kind, score: Math.min(100, total), reasons, dayDistance };
}

const byRank = (a: MatchCandidate, b: MatchCandidate) =>
  b.score - a.score || a.dayDistance - b.dayDistance || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0);

/** Ranked candidates for every movement, and the greedy one-to-one assignment. */
export function suggestMatches(movements: readonly MatchMovement[], items: readonly OpenItem[], options: MatchOptions = {}): MatchResult {
  const windowDays = options.windowDays ?? 30;
  const maxCandidates = options.maxCandidates ?? 5;
  const minAssignScore = options.minAssignScore ?? 0;

  const byAmount = new Map<number, IndexedItem[]>();
  const byReference = new Map<string, IndexedItem[]>();
  const referenceLengths = new Set<number>();
  for (const item of items) {
    const entry: IndexedItem = {
      item,
      day: dayNumber(item.dueDate),
      ref: compactReference(item.reference),
      nif: compactReference(item.partyNif ?? ''),
      tokens: nameTokens(item.partyName),
    };
    const bucket = byAmount.get(item.openCents);
    if (bucket) bucket.push(entry);
    else byAmount.set(item.openCents, [entry]);
    if (entry.ref.length >= MIN_REFERENCE_LENGTH) {
      byReference.set(entry.ref, [...(byReference.get(entry.ref) ?? []), entry]);
      referenceLengths.add(entry.ref.length);
    }
  }
  for (const bucket of byAmount.values()) bucket.sort((a, b) => a.day - b.day);

  const suggestions = movements.map((movement, index): MovementSuggestions => {
    const bucket = byAmount.get(movement.amountCents);
    if (!bucket) return { movement: index, candidates: [] };
    const view = viewOf(movement);
    const pool = new Set<IndexedItem>();
    for (let i = lowerBound(bucket, view.day - windowDays); i < bucket.length && (bucket[i]?.day ?? Infinity) <= view.day + windowDays; i++) {
      const entry = bucket[i];
      if (entry) pool.add(entry);
    }
    // Outside the window only the reference brings an item in: look every piece of every word up.
    for (const word of view.words) {
      for (const length of referenceLengths) {
        for (let at = 0; at + length <= word.length; at++) {
          for (const entry of byReference.get(word.slice(at, at + length)) ?? []) {
            if (entry.item.openCents === movement.amountCents) pool.add(entry);
          }
        }
      }
    }
    const candidates = [...pool].map((entry) => score(view, entry, windowDays)).filter((c): c is MatchCandidate => c !== null);
    candidates.sort(byRank);
    return { movement: index, candidates: candidates.slice(0, maxCandidates) };
  });

  const pairs = suggestions.flatMap((s) => s.candidates.map((candidate) => ({ movement: s.movement, candidate })));
  pairs.sort((a, b) => byRank(a.candidate, b.candidate) || a.movement - b.movement);
  const usedMovements = new Set<number>();
  const usedItems = new Set<string>();
  const assignment: MatchAssignment[] = [];
  for (const { movement, candidate } of pairs) {
    if (candidate.score < minAssignScore || usedMovements.has(movement) || usedItems.has(candidate.itemId)) continue;
    usedMovements.add(movement);
    usedItems.add(candidate.itemId);
    const tied = (suggestions[movement]?.candidates ?? []).some((c) => c.itemId !== candidate.itemId && c.score === candidate.score);
    assignment.push({ movement, itemId: candidate.itemId, score: candidate.score, reasons: candidate.reasons, ambiguous: tied });
  }
  assignment.sort((a, b) => a.movement - b.movement);
  return { suggestions, assignment };
}
