/**
 * The build replaces re2js by a stub (re2jsUnused.ts, vite.config.ts). That is safe while Firestore's
 * browser SDK uses it only in the Pipelines API's like/regex functions and the app never imports
 * that API; these tests fail when either stops being true (e.g. after a Firebase upgrade).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RE2JS } from './re2jsUnused';

const root = resolve(process.cwd());
const firestorePackage = join(root, 'node_modules/@firebase/firestore');
const browserEntry = join(
  firestorePackage,
  (JSON.parse(readFileSync(join(firestorePackage, 'package.json'), 'utf8')) as { exports: { '.': { browser: { import: string } } } }).exports['.']
    .browser.import,
);

/** The browser entry and the local modules it imports (its shared "common" chunk). */
function browserBuild(): { file: string; text: string }[] {
  const text = readFileSync(browserEntry, 'utf8');
  const local = [...text.matchAll(/from '(\.\/[^']+\.js)'/g)].map((m) => join(dirname(browserEntry), m[1]!));
  return [browserEntry, ...new Set(local)].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('re2js left out of the build', () => {
  it('Firestore imports only RE2JS from it, and compiles with it only in the like and regex functions of pipelines', () => {
    const build = browserBuild();
    const imports = build.flatMap(({ text }) =>
      [...text.matchAll(/import\s*(\{[^}]*\})?\s*(?:from\s*)?'re2js'/g)].map((m) => m[1] ?? 'side effects'),
    );
    expect(imports.filter((i) => i !== 'side effects')).toEqual(['{ RE2JS }']);
    const uses = build.flatMap(({ text }) =>
      [...text.matchAll(/RE2JS(?!\s*\})/g)].map((m) => {
        const before = text.slice(0, m.index);
        const inClass = [...before.matchAll(/\nclass (\w+)/g)].at(-1)?.[1];
        return `${inClass} ${text.slice(m.index, m.index + 'RE2JS.compile'.length)}`;
      }),
    );
    expect(uses.length).toBeGreaterThan(0);
    expect(new Set(uses)).toEqual(
      new Set(['__PRIVATE_CoreLike RE2JS.compile', '__PRIVATE_CoreRegexContains RE2JS.compile', '__PRIVATE_CoreRegexMatch RE2JS.compile']),
    );
  });

  it('the app does not use the Pipelines API', () => {
    const users = sourceFiles(join(root, 'src')).filter((f) => /firestore\/pipelines|firestore\/lite\/pipelines/.test(readFileSync(f, 'utf8')));
    expect(users).toEqual([]);
  });

  it('a pattern compiled anyway fails loudly', () => {
    expect(() => RE2JS.compile()).toThrow(/Firestore pipelines/);
  });
});
