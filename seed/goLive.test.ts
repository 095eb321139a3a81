/**
 * `npm run go-live` driven with fakes: a fake Firebase CLI (answers by command), scripted answers
 * to the questions, .env files in memory, and the first company recorded. What a first run does,
 * that a second run only updates, and where each bad state stops it before deploying.
 */
import { describe, expect, it } from 'vitest';
import { parseDotenv } from '../src/domain/deploy/settings';
import type { FirstCompanyInput } from './firstCompany';
import { GoLiveStop, goLive, type GoLiveDeps, type RunResult } from './goLive';

const PROJECT = 'mi-empresa';
const ok = (result: unknown): RunResult => ({ code: 0, stdout: JSON.stringify({ status: 'success', result }), stderr: '' });
const fail = (stderr = 'error'): RunResult => ({ code: 1, stdout: '', stderr });

interface World {
  loggedIn: boolean;
  projects: string[];
  billing: boolean | null; // null: no gcloud
  database: string | null;
  webApps: string[];
  secrets: Set<string>;
  companies: string[];
  preflightProblems: string[];
  deployResult: RunResult;
}

function fakes(world: Partial<World> = {}, answers: string[] = [], files: Record<string, string> = {}) {
  const w: World = {
    loggedIn: true,
    projects: [PROJECT],
    billing: true,
    database: 'europe-southwest1',
    webApps: ['1:9:web:abc'],
    secrets: new Set(),
    companies: [],
    preflightProblems: [],
    deployResult: { code: 0, stdout: 'Deploy complete!', stderr: '' },
    ...world,
  };
  const calls: { cmd: string; args: string[]; input?: string }[] = [];
  const created: FirstCompanyInput[] = [];
  const log: string[] = [];
  const preflightSecrets: (readonly string[] | null)[] = [];
  const queue = [...answers];
  const deps: GoLiveDeps = {
    firebase: 'firebase',
    declaredSecrets: ['SMTP_PASSWORD', 'VERIFACTU_CERTIFICATES'],
    log: (line) => log.push(line),
    today: () => '2026-11-29',
    files: {
      read: (p) => files[p] ?? null,
      write: (p, text) => void (files[p] = text),
    },
    prompt: async (_question, byDefault) => {
      const next = queue.shift();
      return next === undefined || next === '' ? (byDefault ?? '') : next;
    },
    preflight: (_project, secrets) => {
      preflightSecrets.push(secrets);
      return { summary: ['Comprobación'], problems: w.preflightProblems, notes: [] };
    },
    companies: async () => w.companies,
    firstCompany: async (input) => {
      created.push(input);
      w.companies.push('corp1');
      return { created: true, corpId: 'corp1', uid: 'u1', link: 'https://example.com/reset' };
    },
    run: async (cmd, args, options) => {
      calls.push({ cmd, args, input: options?.input });
      const [sub, a1, a2] = args;
      if (cmd === 'gcloud')
        return w.billing === null
          ? { code: 127, stdout: '', stderr: 'ENOENT' }
          : { code: 0, stdout: JSON.stringify({ billingEnabled: w.billing }), stderr: '' };
      if (cmd === 'npm') return { code: 0, stdout: 'built', stderr: '' };
      switch (sub) {
        case '--version':
          return { code: 0, stdout: '15.34.2', stderr: '' };
        case 'login:list':
          return ok(w.loggedIn ? [{ user: { email: 'owner@example.com' } }] : []);
        case 'projects:list':
          return ok(w.projects.map((projectId) => ({ projectId })));
        case 'firestore:databases:get':
          return w.database ? ok({ locationId: w.database }) : fail('NOT_FOUND');
        case 'firestore:databases:create':
          w.database = 'europe-southwest1';
          return ok({});
        case 'apps:list':
          return ok(w.webApps.map((appId) => ({ appId, platform: 'WEB' })));
        case 'apps:create':
          w.webApps.push('1:9:web:new');
          return ok({ appId: '1:9:web:new' });
        case 'apps:sdkconfig':
          return ok({ sdkConfig: { apiKey: 'KEY', authDomain: `${PROJECT}.firebaseapp.com`, projectId: PROJECT, appId: a2 } });
        case 'functions:secrets:get':
          return w.secrets.has(a1!) ? ok({}) : fail('NOT_FOUND');
        case 'functions:secrets:set':
          w.secrets.add(a1!);
          return ok({});
        case 'deploy':
          return w.deployResult;
        default:
          return fail(`unexpected ${args.join(' ')}`);
      }
    },
  };
  return { deps, w, calls, created, log, files, preflightSecrets, queue };
}

// Answers of a first run in production: the functions' settings, the two secrets, then the company.
const SETTINGS = ['production', 'Operador S.L.', 'B12345674', '', 'smtp.example.com', '', 'facturas@example.com', 'Empresa <facturas@example.com>'];
const DECLARATION = ['Calle Mayor 1, Madrid', 'Madrid', ''];
const SECRETS = ['', ''];
const COMPANY = ['Ferretería Pérez', '', '12345678Z', 'Calle Real 2', '28001', 'Madrid', 'Madrid', 'Ana Pérez', 'ana@example.com'];

describe('go-live, a first run', () => {
  it('checks, writes the settings, sets the missing secrets, deploys and creates the first company', async () => {
    const f = fakes({}, [...SETTINGS, ...DECLARATION, ...SECRETS, ...COMPANY], {
      '.env.production.local': '# mío\nVITE_ALMACENA_PRODUCTION=false\n',
    });
    await goLive(f.deps, { project: PROJECT, emulators: false });

    const web = parseDotenv(f.files['.env.production.local']!);
    expect(web).toMatchObject({
      VITE_ALMACENA_PRODUCTION: 'false', // someone else's key, kept
      VITE_FIREBASE_API_KEY: 'KEY',
      VITE_FIREBASE_PROJECT_ID: PROJECT,
      VITE_FIREBASE_APP_ID: '1:9:web:abc',
      VITE_VERIFACTU_ENV: 'production',
      VITE_VERIFACTU_PRODUCER_NAME: 'Operador S.L.',
      VITE_VERIFACTU_PRODUCER_NIF: 'B12345674',
      VITE_VERIFACTU_DECLARATION_DATE: '2026-11-29',
    });
    expect(f.files['.env.production.local']).toMatch(/^# mío\n/);
    expect(parseDotenv(f.files[`functions/.env.${PROJECT}`]!)).toEqual({
      VERIFACTU_ENV: 'production',
      VERIFACTU_PRODUCER_NAME: 'Operador S.L.',
      VERIFACTU_PRODUCER_NIF: 'B12345674',
      BACKUP_BUCKET: `${PROJECT}-backups`,
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '587',
      SMTP_USER: 'facturas@example.com',
      SMTP_FROM: 'Empresa <facturas@example.com>',
    });
    const sets = f.calls.filter((c) => c.args[0] === 'functions:secrets:set');
    expect(sets.map((c) => [c.args[1], c.input])).toEqual([
      ['SMTP_PASSWORD', '-'],
      ['VERIFACTU_CERTIFICATES', '{}'],
    ]);
    expect(f.preflightSecrets).toEqual([['SMTP_PASSWORD', 'VERIFACTU_CERTIFICATES']]);
    const deploy = f.calls.find((c) => c.args[0] === 'deploy')!;
    expect(deploy.args).toEqual([
      'deploy',
      '--project',
      PROJECT,
      '--only',
      'firestore:rules,firestore:indexes,functions,hosting',
      '--non-interactive',
    ]);
    const order = f.calls.map((c) => (c.cmd === 'npm' ? 'build' : c.args[0]));
    expect(order.indexOf('build')).toBeLessThan(order.indexOf('deploy'));
    expect(f.created).toEqual([
      {
        name: 'Ferretería Pérez',
        legalName: 'Ferretería Pérez',
        nif: '12345678Z',
        address: 'Calle Real 2',
        postalCode: '28001',
        city: 'Madrid',
        province: 'Madrid',
        ownerName: 'Ana Pérez',
        ownerEmail: 'ana@example.com',
      },
    ]);
    expect(f.log.join('\n')).toContain('https://example.com/reset');
  });

  it('creates the web app and Firestore when the project has neither', async () => {
    const f = fakes({ webApps: [], database: null }, ['test', '', '', '', '', ...SECRETS, ...COMPANY]);
    await goLive(f.deps, { project: PROJECT, emulators: false });
    expect(f.calls.some((c) => c.args[0] === 'apps:create')).toBe(true);
    expect(f.calls.find((c) => c.args[0] === 'firestore:databases:create')?.args).toContain('europe-southwest1');
    expect(parseDotenv(f.files['.env.production.local']!).VITE_FIREBASE_APP_ID).toBe('1:9:web:new');
  });

  it('asks again for a NIF that fails its check digit', async () => {
    const company = [...COMPANY];
    company.splice(2, 1, '12345678A', '12345678Z');
    const f = fakes({}, ['test', '', '', '', '', ...SECRETS, ...company]);
    await goLive(f.deps, { project: PROJECT, emulators: false });
    expect(f.created[0]!.nif).toBe('12345678Z');
    expect(f.log.some((l) => l.includes('El NIF no es válido'))).toBe(true);
  });
});

describe('go-live, run again', () => {
  it('keeps the settings as defaults, sets no secret and creates no company', async () => {
    const first = fakes({}, [...SETTINGS, ...DECLARATION, ...SECRETS, ...COMPANY]);
    await goLive(first.deps, { project: PROJECT, emulators: false });
    const again = fakes({ secrets: first.w.secrets, companies: first.w.companies }, [], { ...first.files });
    await goLive(again.deps, { project: PROJECT, emulators: false });
    expect(again.files).toEqual(first.files);
    expect(again.calls.some((c) => c.args[0] === 'functions:secrets:set' || c.args[0] === 'apps:create')).toBe(false);
    expect(again.calls.some((c) => c.args[0] === 'deploy')).toBe(true);
    expect(again.created).toEqual([]);
    expect(again.log.join('\n')).toContain('Ya hay empresa (corp1): no se crea nada');
  });
});

describe('go-live stops before deploying', () => {
  it.each<[string, Partial<World>, string]>([
    ['an invalid project id', {}, 'no es un identificador'],
    ['no login', { loggedIn: false }, 'npx firebase login'],
    ['a project the account does not see', { projects: ['otro'] }, 'no ve el proyecto'],
    ['no billing (Spark)', { billing: false }, 'Blaze'],
    ['a preflight problem', { preflightProblems: ['Falta el NIF del productor del sistema (VERIFACTU_PRODUCER_NIF).'] }, 'No se despliega'],
  ])('on %s', async (what, world, message) => {
    const f = fakes(world, ['test', '', '', '', '', ...SECRETS]);
    const run = goLive(f.deps, { project: what === 'an invalid project id' ? 'X;rm' : PROJECT, emulators: false });
    await expect(run).rejects.toThrow(GoLiveStop);
    await expect(run).rejects.toThrow(message);
    expect(f.calls.some((c) => c.args[0] === 'deploy')).toBe(false);
    expect(f.created).toEqual([]);
  });

  it('says Blaze when the deploy fails for the plan, and creates no company', async () => {
    const f = fakes({ billing: null, deployResult: fail('Your project must be on the Blaze (pay-as-you-go) plan') }, [
      'test',
      '',
      '',
      '',
      '',
      ...SECRETS,
    ]);
    await expect(goLive(f.deps, { project: PROJECT, emulators: false })).rejects.toThrow('plan Blaze');
    expect(f.log.join('\n')).toContain('No puedo comprobar el plan sin gcloud');
    expect(f.created).toEqual([]);
  });

  it('refuses production without a producer', async () => {
    const f = fakes({}, ['production', '', '', '', '']);
    await expect(goLive(f.deps, { project: PROJECT, emulators: false })).rejects.toThrow('Respuesta no válida');
    expect(f.files[`functions/.env.${PROJECT}`]).toBeUndefined();
  });
});

describe('go-live --emulators', () => {
  it('runs only the preflight (secrets unknown) and the first company', async () => {
    const f = fakes({}, COMPANY);
    await goLive(f.deps, { project: 'demo-almacena', emulators: true });
    expect(f.calls).toEqual([]);
    expect(f.preflightSecrets).toEqual([null]);
    expect(f.created).toHaveLength(1);
  });
});
