/**
 * Asking before a ticket with lines is thrown away (issue 29). The app's HashRouter is no data
 * router, so react-router's blocker is not available: links inside the app are caught as they are
 * clicked (capture phase, before react-router's own handler) and followed once the clerk confirms;
 * reloading or closing the tab gets the browser's own beforeunload question. In-page actions
 * (Vaciar ticket, Recuperar a parked sale) go through `ask`.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export function useDiscardGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need a returnValue to ask.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!dirtyRef.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const anchor = (e.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const href = anchor.getAttribute('href') ?? '';
      if (!href.startsWith('#/') || href === window.location.hash) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(() => () => navigate(href.slice(1)));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);

  return {
    /** Whether the question is on screen. */
    asking: pending !== null,
    /** Runs `action` at once when nothing would be lost, else after the clerk confirms. */
    ask: (action: () => void) => (dirtyRef.current ? setPending(() => action) : action()),
    confirm: () => {
      const action = pending;
      setPending(null);
      action?.();
    },
    cancel: () => setPending(null),
  };
}
