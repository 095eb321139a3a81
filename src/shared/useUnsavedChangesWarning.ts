/**
 * Warns before a form with unsaved changes is left. The app runs on a HashRouter
 * (react-router's useBlocker needs a data router), so the hook covers the two ways out
 * by itself: the browser's own prompt on reload, closing the tab or leaving the site
 * (beforeunload), and a confirmation before following an in-app link («Volver», the
 * menu…), caught on its click before the router sees it. Navigations the form makes
 * itself after saving are not links and are never asked about.
 */
import { useEffect } from 'react';

export const UNSAVED_CHANGES_TEXT = 'Hay cambios sin guardar. Si sales ahora, se perderán. ¿Salir sin guardar?';

/** An unmodified left click on a link to another route of the app. */
function inAppLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  return href.startsWith('#/') && href !== window.location.hash ? anchor : null;
}

const askUser = (message: string) => window.confirm(message);

export function useUnsavedChangesWarning(dirty: boolean, confirm: (message: string) => boolean = askUser): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!inAppLinkOf(event) || confirm(UNSAVED_CHANGES_TEXT)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase on the document: before React's handlers (the router's Link) run.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirm]);
}
