/**
 * The app shell for reloading without connection: public/sw.js caches index.html and the
 * hashed /assets/ files. Registered only by built apps on trusted devices (offline work is
 * for them; a shared computer keeps nothing, and the other tests run without it).
 * The script URL carries the entry chunk's hashed name, so every build installs a new
 * worker, which drops the previous build's cache.
 */
const SCRIPT = `${import.meta.env.BASE_URL}sw.js`;

export function registerAppShellCache(): void {
  if (!('serviceWorker' in navigator)) return;
  const build = new URL(import.meta.url).pathname.split('/').pop() ?? 'dev';
  navigator.serviceWorker
    .register(`${SCRIPT}?v=${encodeURIComponent(build)}`)
    .then(async () => {
      // Files this page loaded before the worker controlled it are cached too.
      const ready = await navigator.serviceWorker.ready;
      const urls = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.startsWith(`${location.origin}${import.meta.env.BASE_URL}assets/`));
      ready.active?.postMessage({ type: 'cache-urls', urls });
    })
    .catch((error: unknown) => console.error('No se ha podido activar el trabajo sin conexión', error));
}

/** Untrusted again: no worker, no cached shell. */
export async function unregisterAppShellCache(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith('almacena-shell-')).map((n) => caches.delete(n)));
  } catch (error) {
    console.error('No se ha podido quitar la copia local de la aplicación', error);
  }
}
