/**
 * The caller's open till session while `enabled` (null: none; undefined: still reading), for the
 * invoice's payment dialog, which says into which caja a cash payment goes (or that it goes into none).
 */
import { useEffect, useState } from 'react';
import type { TillSession } from '../domain/till/tillModel';
import { tillRepository } from './tillRepository';

export function useMyTill(corpId: string, uid: string, enabled: boolean): TillSession | null | undefined {
  const [session, setSession] = useState<TillSession | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return undefined;
    return tillRepository.watchMine(corpId, uid, setSession, (e) => {
      console.error('Caja: no se ha podido leer la sesión', e);
      setSession(null);
    });
  }, [corpId, uid, enabled]);
  return enabled ? session : undefined;
}
