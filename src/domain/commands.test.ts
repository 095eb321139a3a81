/**
 * In production the app calls each command at /api/<name> on its own origin, and Hosting must
 * rewrite that path to the function of the same name in the functions' region: a command
 * exported without its rewrite would fail only once deployed. And every exported command has its
 * entry in the command contract (role, refusals), and every entry a function.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, COMMANDS_PATH, FUNCTIONS_REGION, INVOICE_REFUSALS, TRANSPORT_KINDS, isCommandName, refusalsOf } from './commands';
import { ROLES } from './roles';

const root = resolve(process.cwd());
const exported = readdirSync(join(root, 'functions/src'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'runtime')
  .flatMap((e) =>
    [...readFileSync(join(root, 'functions/src', e.name, 'index.ts'), 'utf8').matchAll(/^export \{ (\w+) \}(?!.*\/\/ scheduled)/gm)].map(
      (m) => m[1]!,
    ),
  )
  .sort();
const rewrites: { source: string; function: { functionId: string; region: string } }[] =
  JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).hosting.rewrites ?? [];

describe('Hosting routes to the commands', () => {
  it('finds the commands', () => {
    expect(exported).toContain('issueInvoice');
    expect(exported).toContain('confirmStockDocument');
  });

  it.each(exported)('rewrites %s to its function in the region', (name) => {
    expect(rewrites).toContainEqual({ source: `${COMMANDS_PATH}/${name}`, function: { functionId: name, region: FUNCTIONS_REGION } });
  });

  it('rewrites nothing else', () => {
    expect(rewrites.map((r) => r.function.functionId).sort()).toEqual(exported);
  });
});

describe('the command contract', () => {
  it.each(exported)('has an entry for the exported command %s', (name) => {
    expect(isCommandName(name)).toBe(true);
  });

  it('has no entry without its exported function', () => {
    expect(Object.keys(COMMANDS).sort()).toEqual(exported);
  });

  it('reads the exports it checks: the scheduled sender is not a command', () => {
    expect(exported).toHaveLength(49);
    expect(exported).not.toContain('sendVerifactuPending');
  });

  it.each(Object.entries(COMMANDS))('%s: a known role and a closed list of distinct codes, none a transport kind', (_name, entry) => {
    expect(ROLES).toContain(entry.role);
    expect(entry.refusals.length).toBeGreaterThan(0);
    expect(new Set(entry.refusals).size).toBe(entry.refusals.length);
    for (const code of entry.refusals) expect(TRANSPORT_KINDS as readonly string[]).not.toContain(code);
  });

  it.each([
    ['confirmStockDocument', 'user'],
    ['refreshProductStock', 'admin'],
    ['issueInvoice', 'user'],
    ['annulInvoice', 'admin'],
    ['setUserAccess', 'admin'],
    ['deleteUser', 'admin'],
    ['sendVerifactuRecords', 'admin'],
    ['setTaxAdministration', 'admin'],
  ] as const)('%s is open to %s and above', (name, role) => {
    expect(COMMANDS[name].role).toBe(role);
  });

  it('gives each command the codes its area refuses with', () => {
    expect(refusalsOf('annulStockDocument')).toContain('hasReturns');
    expect(refusalsOf('annulStockDocument')).not.toContain('notAnnullable');
    expect(refusalsOf('issueInvoice')).toBe(INVOICE_REFUSALS);
    expect(refusalsOf('setUserAccess')).toContain('lastAdmin');
    expect(refusalsOf('resendVerifactuRecord')).toContain('verifactuNotCorrectable');
    expect(isCommandName('sendVerifactuPending')).toBe(false);
    expect(isCommandName('toString')).toBe(false);
  });
});
