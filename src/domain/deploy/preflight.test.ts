import { describe, expect, it } from 'vitest';
import {
  REQUIRED_CONNECT_SOURCES,
  commandProblems,
  declaredSecrets,
  exportedCommands,
  hostingCsp,
  hostingProblems,
  rulesDataFields,
  rulesFieldProblems,
  secretProblems,
  type HostingRewrite,
} from './preflight';

const REGION = 'europe-southwest1';
const WHERE = { region: REGION, commandsPath: '/api', project: 'mi-empresa' };
const route = (name: string, functionId = name, region = REGION): HostingRewrite => ({ source: `/api/${name}`, function: { functionId, region } });
const GOOD_CSP = `default-src 'self'; connect-src ${REQUIRED_CONNECT_SOURCES.join(' ')}; frame-ancestors 'none'`;

describe('exportedCommands', () => {
  it('reads the areas’ exports and leaves the scheduled ones out', () => {
    const files = [
      { path: 'functions/src/a/index.ts', text: "export { issueInvoice } from './issueInvoice';\nexport { annulInvoice } from './annulInvoice';" },
      {
        path: 'functions/src/b/index.ts',
        text: "export { backupFirestore } from './backupFirestore'; // scheduled: not a command\n// export { old } from './old';",
      },
    ];
    expect(exportedCommands(files)).toEqual(['annulInvoice', 'issueInvoice']);
  });
});

describe('commandProblems', () => {
  it.each([
    ['in step', ['a', 'b'], ['b', 'a'], 0],
    ['a command of the contract not exported', ['a', 'b'], ['a'], 1],
    ['an export the contract does not have', ['a'], ['a', 'b'], 1],
    ['both', ['a', 'c'], ['a', 'b'], 2],
  ] as const)('%s', (_case, contract, exported, count) => {
    expect(commandProblems(contract, exported)).toHaveLength(count);
  });

  it('names the command', () => {
    expect(commandProblems(['issueInvoice'], [])[0]).toContain('«issueInvoice»');
  });
});

describe('hostingProblems', () => {
  const commands = ['issueInvoice', 'annulInvoice'];
  const good = { rewrites: commands.map((c) => route(c)), csp: GOOD_CSP };

  it('accepts rewrites and a CSP in step', () => {
    expect(hostingProblems(good, commands, commands, WHERE)).toEqual([]);
  });

  it.each([
    ['a command without its rewrite', { ...good, rewrites: [route('issueInvoice')] }, 'Falta en firebase.json la reescritura de «/api/annulInvoice»'],
    [
      'a rewrite to a function that is not exported',
      { ...good, rewrites: [...good.rewrites, route('oldCommand')] },
      '«oldCommand», que functions/src no exporta',
    ],
    [
      'a rewrite to another region',
      { ...good, rewrites: [route('issueInvoice'), route('annulInvoice', 'annulInvoice', 'us-central1')] },
      'en «us-central1»',
    ],
    ['a rewrite to another function', { ...good, rewrites: [route('issueInvoice'), route('annulInvoice', 'issueInvoice')] }, 'a «issueInvoice»'],
    ['no CSP', { ...good, csp: null }, 'Content-Security-Policy'],
    ['a CSP without connect-src', { ...good, csp: "default-src 'self'" }, 'no tiene connect-src'],
    [
      'connect-src without Firestore',
      { ...good, csp: GOOD_CSP.replace(' https://firestore.googleapis.com', '') },
      'https://firestore.googleapis.com',
    ],
    ['connect-src without Auth', { ...good, csp: GOOD_CSP.replace(' https://securetoken.googleapis.com', '') }, 'https://securetoken.googleapis.com'],
    ["connect-src without 'self' (the /api rewrites)", { ...good, csp: GOOD_CSP.replace("connect-src 'self' ", 'connect-src ') }, "'self'"],
    [
      'a functions host of another region',
      { ...good, csp: GOOD_CSP.replace('connect-src', 'connect-src https://us-central1-mi-empresa.cloudfunctions.net') },
      'us-central1-mi-empresa',
    ],
    [
      'a functions host of another project',
      { ...good, csp: GOOD_CSP.replace('connect-src', `connect-src https://${REGION}-otro.cloudfunctions.net`) },
      'no es la región',
    ],
  ])('refuses %s', (_case, hosting, message) => {
    const problems = hostingProblems(hosting, commands, commands, WHERE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it("accepts the functions' own region host in connect-src", () => {
    const csp = GOOD_CSP.replace('connect-src', `connect-src https://${REGION}-mi-empresa.cloudfunctions.net`);
    expect(hostingProblems({ ...good, csp }, commands, commands, WHERE)).toEqual([]);
  });

  it('ignores rewrites that are not to a function (the SPA fallback)', () => {
    expect(
      hostingProblems(
        { ...good, rewrites: [...good.rewrites, { source: '**', destination: '/index.html' } as HostingRewrite] },
        commands,
        commands,
        WHERE,
      ),
    ).toEqual([]);
  });

  it('reads the CSP of firebase.json’s `**` headers', () => {
    const hosting = {
      headers: [
        { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
        { source: '**', headers: [{ key: 'Content-Security-Policy', value: GOOD_CSP }] },
      ],
    };
    expect(hostingCsp(hosting)).toBe(GOOD_CSP);
    expect(hostingCsp({ headers: [] })).toBeNull();
  });
});

describe('secrets', () => {
  const files = [
    { path: 'functions/src/mail/config.ts', text: "export const SMTP_PASSWORD_SECRET = 'SMTP_PASSWORD';" },
    {
      path: 'functions/src/verifactu/config.ts',
      text: "export const CERTIFICATES_SECRET = 'VERIFACTU_CERTIFICATES';\nexport const OTHER = 'NOT_A_SECRET';",
    },
  ];

  it('finds the secrets the functions bind', () => {
    expect(declaredSecrets(files)).toEqual(['SMTP_PASSWORD', 'VERIFACTU_CERTIFICATES']);
  });

  it.each([
    ['all present', ['SMTP_PASSWORD', 'VERIFACTU_CERTIFICATES', 'EXTRA'], []],
    ['one missing', ['VERIFACTU_CERTIFICATES'], ['SMTP_PASSWORD']],
    ['none', [], ['SMTP_PASSWORD', 'VERIFACTU_CERTIFICATES']],
  ])('%s: refuses each missing secret', (_case, present, missing) => {
    const { problems } = secretProblems(['SMTP_PASSWORD', 'VERIFACTU_CERTIFICATES'], present);
    expect(problems).toHaveLength(missing.length);
    missing.forEach((name, i) => expect(problems[i]).toContain(name));
  });

  it('without the project’s list, lists what must exist and refuses nothing', () => {
    const { problems, notes } = secretProblems(['SMTP_PASSWORD'], null);
    expect(problems).toEqual([]);
    expect(notes[0]).toContain('SMTP_PASSWORD');
  });
});

describe('rules’ fields', () => {
  const rules = `
    // resource.data.commentedOut is not read
    allow update: if request.resource.data.state == 'issued' && resource.data.corpId == corpId
      && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['x'])
      && resource.data.keys().size() > 0;`;

  it('reads the fields, not the map methods or comments', () => {
    expect(rulesDataFields(rules)).toEqual(['corpId', 'state']);
  });

  it.each([
    ['a key', "batch.set(ref, { state: 'issued', corpId })", 0],
    ['a quoted key', "write({ 'state': 'x', \"corpId\": id })", 0],
    ['a shorthand property', 'const doc = { corpId, state };', 0],
    ['a field no code writes', "set({ corpId: 'c' }); if (x.state) {}", 1],
    ['neither written', 'const stateful = 1; corpIdentity(1);', 2],
  ])('%s', (_case, text, count) => {
    const problems = rulesFieldProblems(rules, [{ path: 'src/x.ts', text }]);
    expect(problems).toHaveLength(count);
  });
});
