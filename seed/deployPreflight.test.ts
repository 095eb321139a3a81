/**
 * The preflight as `npm run deploy:check` and `npm run go-live` run it, on a copy of the repository
 * (src and functions linked, firebase.json, firestore.rules and the .env files written per case):
 * the repository as it stands passes, and each bad configuration is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPreflight } from './deployPreflight';

const ROOT = path.resolve(process.cwd());
const FIREBASE_JSON = fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8');
const RULES = fs.readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
const SECRETS = ['SMTP_PASSWORD', 'VERIFACTU_CERTIFICATES'];
const roots: string[] = [];

const PRODUCTION_FUNCTIONS =
  'VERIFACTU_ENV=production\nVERIFACTU_PRODUCER_NAME=Operador S.L.\nVERIFACTU_PRODUCER_NIF=B12345674\nBACKUP_BUCKET=p1-backups\n';
const PRODUCTION_BUILD = 'VITE_VERIFACTU_ENV=production\nVITE_VERIFACTU_PRODUCER_NAME=Operador S.L.\nVITE_VERIFACTU_PRODUCER_NIF=B12345674\n';

interface Case {
  files?: Record<string, string>;
  firebaseJson?: (json: {
    hosting: { rewrites: { source: string }[]; headers: { source: string; headers: { key: string; value: string }[] }[] };
  }) => void;
  rules?: string;
}

function repoWith({ files = {}, firebaseJson, rules = RULES }: Case): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
  roots.push(root);
  fs.symlinkSync(path.join(ROOT, 'src'), path.join(root, 'src'));
  fs.mkdirSync(path.join(root, 'functions'));
  fs.symlinkSync(path.join(ROOT, 'functions/src'), path.join(root, 'functions/src'));
  const json = JSON.parse(FIREBASE_JSON);
  firebaseJson?.(json);
  fs.writeFileSync(path.join(root, 'firebase.json'), JSON.stringify(json));
  fs.writeFileSync(path.join(root, 'firestore.rules'), rules);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('the preflight on the repository', () => {
  it('passes the repository as it stands, and lists the secrets that must exist when it cannot ask', () => {
    const report = runPreflight({ root: ROOT, project: 'demo-almacena', secrets: null });
    expect(report.problems).toEqual([]);
    expect(report.notes.join(' ')).toContain('VERIFACTU_CERTIFICATES');
  });

  it('passes a production configuration in step', () => {
    const root = repoWith({ files: { 'functions/.env.p1': PRODUCTION_FUNCTIONS, '.env.production.local': PRODUCTION_BUILD } });
    expect(runPreflight({ root, project: 'p1', secrets: SECRETS }).problems).toEqual([]);
  });

  it.each<[string, Case, string[] | null, string]>([
    [
      'production without a producer',
      {
        files: {
          'functions/.env.p1': 'VERIFACTU_ENV=production\nBACKUP_BUCKET=p1-backups\n',
          '.env.production.local': 'VITE_VERIFACTU_ENV=production\n',
        },
      },
      SECRETS,
      'VERIFACTU_PRODUCER_NAME',
    ],
    [
      'test functions, a production app',
      { files: { 'functions/.env.p1': 'VERIFACTU_ENV=test\n', '.env.production.local': 'VITE_VERIFACTU_ENV=production\n' } },
      SECRETS,
      'VITE_VERIFACTU_ENV',
    ],
    [
      'the placeholder producer',
      {
        files: {
          'functions/.env.p1': PRODUCTION_FUNCTIONS.replace('B12345674', 'B00000000'),
          '.env.production.local': PRODUCTION_BUILD.replace('B12345674', 'B00000000'),
        },
      },
      SECRETS,
      'no es válido',
    ],
    [
      'the build’s producer another',
      { files: { 'functions/.env.p1': PRODUCTION_FUNCTIONS, '.env.production.local': PRODUCTION_BUILD.replace('Operador', 'Otro') } },
      SECRETS,
      'declaración responsable',
    ],
    [
      'production without a backup bucket',
      { files: { 'functions/.env.p1': PRODUCTION_FUNCTIONS.replace('BACKUP_BUCKET=p1-backups\n', ''), '.env.production.local': PRODUCTION_BUILD } },
      SECRETS,
      'BACKUP_BUCKET',
    ],
    ['a missing secret', {}, ['SMTP_PASSWORD'], 'Falta el secreto VERIFACTU_CERTIFICATES'],
    [
      'a command without its rewrite',
      { firebaseJson: (j) => void (j.hosting.rewrites = j.hosting.rewrites.filter((r) => r.source !== '/api/issueInvoice')) },
      SECRETS,
      '«/api/issueInvoice»',
    ],
    [
      'a rewrite to a function that is not exported',
      {
        firebaseJson: (j) =>
          void j.hosting.rewrites.push({ source: '/api/gone', function: { functionId: 'gone', region: 'europe-southwest1' } } as never),
      },
      SECRETS,
      '«gone», que functions/src no exporta',
    ],
    [
      'a CSP without Firestore',
      {
        firebaseJson: (j) =>
          (j.hosting.headers[0]!.headers[0]!.value = j.hosting.headers[0]!.headers[0]!.value.replace(' https://firestore.googleapis.com', '')),
      },
      SECRETS,
      'https://firestore.googleapis.com',
    ],
    [
      'rules that read a field nobody writes',
      { rules: RULES.replace('resource.data.corpId', 'resource.data.corpIdentifier') },
      SECRETS,
      '«corpIdentifier»',
    ],
  ])('refuses %s', (_case, repo, secrets, message) => {
    const report = runPreflight({ root: repoWith(repo), project: 'p1', secrets });
    expect(report.problems.join('\n')).toContain(message);
  });
});
