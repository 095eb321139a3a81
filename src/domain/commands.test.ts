/**
 * In production the app calls each command at /api/<name> on its own origin, and Hosting must
 * rewrite that path to the function of the same name in the functions' region: a command
 * exported without its rewrite would fail only once deployed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS_PATH, FUNCTIONS_REGION } from './commands';

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
