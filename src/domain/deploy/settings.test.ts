import { describe, expect, it } from 'vitest';
import { buildVerifactuEnv, cliResult, listsProject, parseDotenv, updateDotenv, validProjectId, webAppIds, webConfigEnv } from './settings';

describe('parseDotenv', () => {
  it('reads keys, quotes, comments and export', () => {
    expect(parseDotenv('# c\nA=1\nexport B="dos # no"\nC=tres # comentario\n\nbad line')).toEqual({ A: '1', B: 'dos # no', C: 'tres' });
  });
});

describe('updateDotenv', () => {
  it.each([
    ['an empty file', '', { A: '1' }, 'A=1\n'],
    ['keeps other keys and comments, rewrites its own in place', '# mío\nOTHER=x\nA=old\n', { A: 'new' }, '# mío\nOTHER=x\nA=new\n'],
    ['appends a new key', 'OTHER=x', { B: 'y' }, 'OTHER=x\nB=y\n'],
    ['quotes a value with spaces', '', { N: 'Empresa S.L. <f@e.es>' }, 'N="Empresa S.L. <f@e.es>"\n'],
  ])('%s', (_case, existing, values, expected) => {
    expect(updateDotenv(existing, values)).toBe(expected);
  });

  it('reads back what it wrote', () => {
    const values = { A: 'Ñandú S.L.', B: 'x"y', C: '' };
    expect(parseDotenv(updateDotenv('Z=1\n', values))).toEqual({ Z: '1', ...values });
  });

  it('refuses a value with a line break', () => {
    expect(() => updateDotenv('', { A: 'a\nB=b' })).toThrow();
    expect(() => updateDotenv('', { A: `a'b"c` })).toThrow();
  });
});

describe('webConfigEnv', () => {
  const config = { apiKey: 'k', authDomain: 'p1.firebaseapp.com', projectId: 'p1', appId: '1:2:web:3', storageBucket: 'p1.appspot.com' };

  it('gives the build its VITE_FIREBASE_* variables', () => {
    expect(webConfigEnv(config, 'p1')).toEqual({
      ok: true,
      env: {
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_AUTH_DOMAIN: 'p1.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'p1',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
        VITE_FIREBASE_STORAGE_BUCKET: 'p1.appspot.com',
      },
    });
  });

  it.each([
    ['another project', { ...config, projectId: 'p2' }],
    ['no api key', { ...config, apiKey: undefined }],
  ])('refuses %s', (_case, c) => {
    expect(webConfigEnv(c, 'p1').ok).toBe(false);
  });
});

describe('the CLI’s answers', () => {
  it.each([
    ['{"status":"success","result":[1]}', [1]],
    ['{"status":"error","error":"x"}', null],
    ['not json', null],
  ])('cliResult(%s)', (stdout, expected) => {
    expect(cliResult(stdout)).toEqual(expected);
  });

  it('lists web apps and projects', () => {
    expect(webAppIds([{ appId: 'a', platform: 'WEB' }, { appId: 'b', platform: 'IOS' }, { x: 1 }])).toEqual(['a']);
    expect(listsProject([{ projectId: 'p1' }], 'p1')).toBe(true);
    expect(listsProject([{ projectId: 'p1' }], 'p2')).toBe(false);
  });

  it.each([
    ['mi-empresa-123', true],
    ['demo-almacena', true],
    ['Mayus', false],
    ['ab', false],
    ['1abcdef', false],
    ['x;rm -rf', false],
  ])('validProjectId(%s) = %s', (id, ok) => {
    expect(validProjectId(id)).toBe(ok);
  });
});

describe('buildVerifactuEnv', () => {
  it('copies the functions’ environment and producer to the build', () => {
    expect(buildVerifactuEnv({ VERIFACTU_ENV: 'production', VERIFACTU_PRODUCER_NAME: 'P S.L.', VERIFACTU_PRODUCER_NIF: 'B12345674' })).toEqual({
      VITE_VERIFACTU_ENV: 'production',
      VITE_VERIFACTU_PRODUCER_NAME: 'P S.L.',
      VITE_VERIFACTU_PRODUCER_NIF: 'B12345674',
    });
    expect(buildVerifactuEnv({})).toEqual({ VITE_VERIFACTU_ENV: 'test' });
  });
});
