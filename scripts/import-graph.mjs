// npm run arch: the folder-level import graph of src/.
//
// A folder is a first-level folder under src/ (src/invoices, src/app...), except that src/domain
// is split into its areas: src/domain/<area>/** is "domain/<area>" and the files directly in
// src/domain are "domain". Files directly in src/ (main.tsx) count as "app".
// Test files (*.test.ts[x]) and src/test/ are left out: they may reach anywhere to set up a case.
//
// Prints:
//   - every arrow (folder -> folder, with how many imports make it);
//   - the up-arrows: imports from a lower floor to a higher one (FLOORS below), each with file:line;
//   - the cycles between folders (strongly connected components of the folder graph);
//   - the 10 largest non-test files under src/ (by lines).
//
//   npm run arch                  the report
//   npm run arch -- --check       the same, exit code 1 when there is an up-arrow or a cycle
//   npm run arch -- --root <dir>  another checkout (e.g. a `git worktree` of an older commit)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// Floors, bottom to top. A folder may import from its own floor and the floors below it; an import
// from a lower floor to a higher one is an up-arrow. Why this order (docs/ARCHITECTURE.md):
//   0 the pure core: src/domain and its areas; imports nothing of the app.
//   1 infrastructure: Firebase set-up, the data access helpers, the shared UI kit, the PDF kit.
//   2 master data: users, parties (clients and vendors), categories, the company (corps).
//   3 stock: stock levels, movements and the stock documents' screens.
//   4 sales documents: invoices (and their PDF), quotes (presupuestos: salidas' lines, their own PDF).
//   5 what builds on an issued invoice: returns (devoluciones), VERI*FACTU, the counter
//     (mostrador, which sells through invoices and stock).
//   6 pages that compose the areas below: inputs/outputs (entradas/salidas: stock documents with
//     the returns desk's parts), and the read-only views over everything, reports and dashboard.
//   7 the shell: src/app (routes, layout) composes the screens of every area.
// Folders on one floor may import one another (a cycle between them is still reported).
const FLOORS = [
  ['domain', 'domain/*'],
  ['firebase', 'data', 'shared', 'pdf'],
  ['auth', 'users', 'parties', 'clients', 'vendors', 'categories', 'corps'],
  ['stock'],
  ['invoices', 'quotes'],
  ['returns', 'verifactu', 'counter'],
  ['inputs', 'outputs', 'reports', 'dashboard'],
  ['app'],
];

const args = process.argv.slice(2);
const check = args.includes('--check');
const rootArg = args.indexOf('--root');
const ROOT = rootArg >= 0 ? path.resolve(args[rootArg + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

function floorOf(folder) {
  const index = FLOORS.findIndex((floor) => floor.includes(folder) || (folder.startsWith('domain/') && floor.includes('domain/*')));
  return index; // -1: a folder not in FLOORS (reported)
}

/** The folder of a path under src/ (a file, or a folder imported through its index). */
function folderOf(absolute) {
  const parts = path.relative(SRC, absolute).split(path.sep);
  if (parts[0] === '..' || parts.length === 0) return null;
  if (parts.length === 1) {
    // A file directly in src/ (main.tsx) or a first-level folder imported by its index.
    return isDirectory(absolute) ? parts[0] : 'app';
  }
  if (parts[0] === 'domain') {
    if (parts.length === 2 && !isDirectory(absolute)) return 'domain';
    return `domain/${parts[1]}`;
  }
  return parts[0];
}

function isDirectory(p) {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || rel(file).startsWith('src/test/');

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const files = sourceFiles(SRC).filter((file) => !isTest(file));
const arrows = new Map(); // "from -> to" -> { from, to, count, sites: [file:line] }
const unknownFolders = new Set();

for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const from = folderOf(file);
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const lineStarts = ts.computeLineStarts(text);
  for (const imported of importedFiles) {
    if (!imported.fileName.startsWith('.')) continue; // packages are not folders of src/
    const target = folderOf(path.resolve(path.dirname(file), imported.fileName));
    if (!target || target === from) continue;
    const line = ts.computeLineAndCharacterOfPosition(lineStarts, imported.pos).line + 1;
    const key = `${from} -> ${target}`;
    const arrow = arrows.get(key) ?? { from, to: target, count: 0, sites: [] };
    arrow.count++;
    arrow.sites.push(`${rel(file)}:${line} (${imported.fileName})`);
    arrows.set(key, arrow);
    for (const folder of [from, target]) if (floorOf(folder) < 0) unknownFolders.add(folder);
  }
}

const sortedArrows = [...arrows.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
const upArrows = sortedArrows.filter((a) => floorOf(a.from) >= 0 && floorOf(a.to) > floorOf(a.from));

// Cycles: Tarjan's strongly connected components over the folder graph.
function stronglyConnected() {
  const next = new Map();
  for (const { from, to } of sortedArrows) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return components;
}
const cycles = stronglyConnected();

const largest = sourceFiles(SRC)
  .filter((file) => !isTest(file))
  .map((file) => ({ file: rel(file), lines: fs.readFileSync(file, 'utf8').split('\n').length }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 10);

const out = [];
out.push(`Import graph of ${rel(SRC) || 'src'} (${files.length} non-test files) in ${ROOT}`);
out.push('', 'Floors (bottom to top):');
FLOORS.forEach((floor, i) => out.push(`  ${i} ${floor.join(', ')}`));
if (unknownFolders.size) out.push(`  not on any floor (add them to FLOORS): ${[...unknownFolders].sort().join(', ')}`);

out.push('', `Arrows (${sortedArrows.length}):`);
for (const a of sortedArrows) {
  const mark = upArrows.includes(a) ? '  ↑ UP' : '';
  out.push(`  ${a.from} -> ${a.to} (${a.count})${mark}`);
}

out.push('', `Up-arrows (${upArrows.length}, ${upArrows.reduce((n, a) => n + a.count, 0)} imports):`);
for (const a of upArrows) {
  out.push(`  ${a.from} [${floorOf(a.from)}] -> ${a.to} [${floorOf(a.to)}]`);
  for (const site of a.sites) out.push(`      ${site}`);
}
if (!upArrows.length) out.push('  none');

out.push('', `Cycles between folders (${cycles.length}):`);
for (const component of cycles) {
  out.push(`  ${component.join(' <-> ')}`);
  // The arrows that close the cycle: those not going down a floor (up-arrows, same-floor arrows).
  const inside = sortedArrows.filter((a) => component.includes(a.from) && component.includes(a.to) && !(floorOf(a.to) < floorOf(a.from)));
  for (const a of inside) out.push(`      ${a.from} -> ${a.to}: ${a.sites.slice(0, 3).join(', ')}${a.sites.length > 3 ? ', …' : ''}`);
}
if (!cycles.length) out.push('  none');

out.push('', 'Largest non-test files (lines):');
for (const { file, lines } of largest) out.push(`  ${String(lines).padStart(5)} ${file}`);

out.push('', `${sortedArrows.length} arrows, ${upArrows.length} up-arrows, ${cycles.length} cycles`);
console.log(out.join('\n'));
if (check && (upArrows.length || cycles.length)) process.exit(1);
