/**
 * The HTTP headers firebase.json gives Firebase Hosting, read by vite.config.ts so that the
 * end-to-end tests' preview server sends the same ones (with the emulators' origins added to
 * connect-src), and checked by hostingHeaders.test.ts. Pure: no Node, no DOM.
 */

interface HeaderRule {
  source?: string;
  headers?: { key: string; value: string }[];
}

/** The headers of the hosting rule whose source is exactly `source` (e.g. "**"), by lower-case name. */
export function hostingHeaders(firebaseJson: unknown, source: string): Record<string, string> {
  const rules = ((firebaseJson as { hosting?: { headers?: HeaderRule[] } }).hosting?.headers ?? []) as HeaderRule[];
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.source !== source) continue;
    for (const h of rule.headers ?? []) out[h.key.toLowerCase()] = h.value;
  }
  return out;
}

/** A Content-Security-Policy as directive → sources, in order. */
export function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

export function formatCsp(directives: Map<string, string[]>): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy with more sources allowed for fetch/XHR (the emulators, in test builds only). */
export function withConnectSources(policy: string, origins: string[]): string {
  const directives = parseCsp(policy);
  const connect = directives.get('connect-src') ?? ["'self'"];
  directives.set('connect-src', [...connect, ...origins.filter((o) => !connect.includes(o))]);
  return formatCsp(directives);
}
