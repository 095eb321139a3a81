/**
 * Prefix search for Firestore. Each searchable document stores
 * `searchPrefixes([...])` in an array field; a query asks
 * `where(field, 'array-contains', searchToken(text))`.
 */

export const SEARCH_PREFIX_MAX_LEN = 15;
/**
 * Upper bound of the prefix array, whatever the input: each array element is
 * an index entry, and a document is limited to 40.000 of them (Firestore), and
 * rules check the size. Full values come before words, so they are the last
 * to be dropped.
 */
export const MAX_SEARCH_PREFIXES = 200;
/**
 * What firestore.rules (searchKeysOk) accepts as the prefixes joined together: at most
 * MAX_SEARCH_PREFIXES × SEARCH_PREFIX_MAX_LEN characters, doubled for characters that take two
 * UTF-16 units (emoji), so the app never comes near it while a hand-made 1 MB list is refused.
 */
export const MAX_SEARCH_KEYS_JOINED_LENGTH = 6000;

/** Lower case, without accents or diacritics ("ñ" → "n"), single-spaced, trimmed. */
export function normalizeText(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

function prefixesOf(text: string, maxLen: number): string[] {
  const chars = Array.from(text).slice(0, maxLen);
  return chars
    .map((_, i) =>
      chars
        .slice(0, i + 1)
        .join('')
        .trimEnd(),
    )
    .filter((p) => p !== '');
}

/**
 * De-duplicated normalised prefixes (1..maxLen characters) of each full value
 * and of each word in it (words split at anything that is not a letter or a
 * digit), at most MAX_SEARCH_PREFIXES of them.
 */
export function searchPrefixes(values: string[], maxLen = SEARCH_PREFIX_MAX_LEN): string[] {
  const normalized = values.map(normalizeText).filter((v) => v !== '');
  const words = normalized.flatMap((v) => v.split(/[^\p{L}\p{N}]+/u)).filter((w) => w !== '');
  const result = new Set<string>();
  for (const text of [...normalized, ...words]) {
    for (const prefix of prefixesOf(text, maxLen)) {
      if (result.size >= MAX_SEARCH_PREFIXES) return [...result];
      result.add(prefix);
    }
  }
  return [...result];
}

/** The key to look up with `array-contains`: the normalised query cut to maxLen ('' means no search). */
export function searchToken(query: string, maxLen = SEARCH_PREFIX_MAX_LEN): string {
  return Array.from(normalizeText(query)).slice(0, maxLen).join('').trimEnd();
}
