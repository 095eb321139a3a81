#!/usr/bin/env node
/**
 * The longest React components (capitalised functions) in src/**\/*.tsx, tests left out, by lines:
 * what issue 14 measured ("the largest component afterwards"). `node scripts/component-sizes.mjs [N]`.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const most = Number(process.argv[2] ?? 10);
const files = execSync('git ls-files "src/**/*.tsx"')
  .toString()
  .split('\n')
  .filter((f) => f && !f.includes('.test.'));
const sizes = [];
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node, depth) => {
    let name = null;
    if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
    else if (
      ts.isVariableDeclaration(node) &&
      depth <= 2 &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.getText();
    }
    if (name && /^[A-Z]/.test(name)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      sizes.push({ lines: last - first + 1, where: `${file}:${first + 1} ${name}` });
    }
    ts.forEachChild(node, (child) => visit(child, depth + 1));
  };
  visit(source, 0);
}
sizes.sort((a, b) => b.lines - a.lines);
for (const { lines, where } of sizes.slice(0, most)) console.log(`${String(lines).padStart(4)}  ${where}`);
