/**
 * Quick keys (issue 29): the frequent items the admin puts on the counter as buttons, stored in
 * corporations/{corpId}/settings/counter as `quickKeys` (product ids, in order, at most
 * MAX_QUICK_KEYS, no repeats). firestore.rules checks the same shape. Pure: the stored shape and
 * its reader (any stored value reads to a list, never a crash).
 */
export const MAX_QUICK_KEYS = 12;
/** The id pattern the command inputs accept (src/domain/commandInputs/fields.ts): no slashes, no dots-only ids. */
const ID = /^(?!\.\.?$)[^/]{1,128}$/;

export function isQuickKeyId(id: unknown): id is string {
  return typeof id === 'string' && ID.test(id);
}

/** The quick keys of a stored settings document: ids as stored, invalid and repeated ones dropped, at most MAX_QUICK_KEYS. */
export function quickKeysFromStored(data: Readonly<Record<string, unknown>> | undefined): string[] {
  const raw = data?.quickKeys;
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter(isQuickKeyId))].slice(0, MAX_QUICK_KEYS);
}

/** The stored fields for these keys (without updatedAt, the caller's server timestamp); throws on what the rules refuse. */
export function quickKeysToStored(ids: readonly string[]): { quickKeys: string[] } {
  if (ids.length > MAX_QUICK_KEYS || new Set(ids).size !== ids.length || !ids.every(isQuickKeyId)) throw new Error('Teclas rápidas no válidas');
  return { quickKeys: [...ids] };
}

/** The keys with one more product at the end (already there or full: unchanged). */
export function addQuickKey(ids: readonly string[], id: string): string[] {
  return ids.includes(id) || ids.length >= MAX_QUICK_KEYS ? [...ids] : [...ids, id];
}

export function removeQuickKey(ids: readonly string[], id: string): string[] {
  return ids.filter((k) => k !== id);
}
