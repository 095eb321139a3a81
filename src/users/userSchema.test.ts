import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORDS_DIFFER } from '../auth/passwordRules';
import { MESSAGES } from '../domain/messages';
import { USER_TEXT } from './messages';
import { emailChangeSchema, newUserSchemaFor, passwordChangeSchema, userFieldsSchemaFor, userProfileSchema } from './userSchema';

const E = USER_TEXT.errors;
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

const newUser = { name: 'Lucía Pérez', email: 'lucia@empresa.es', password: 'prueba2026', role: 'user', active: true };

describe('newUserSchemaFor (Nuevo usuario)', () => {
  it('accepts a complete user, trimming the name and lower-casing the e-mail', () => {
    const r = newUserSchemaFor('admin').safeParse({ ...newUser, name: '  Lucía Pérez ', email: ' Lucia@Empresa.ES ' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ ...newUser, name: 'Lucía Pérez', email: 'lucia@empresa.es' });
  });

  it.each([
    ['no e-mail', { email: '' }, [['email', MESSAGES.email.empty]]],
    ['a malformed e-mail', { email: 'lucia@empresa' }, [['email', MESSAGES.email.format]]],
    ['no password', { password: '' }, [['password', PASSWORD_MESSAGES.empty]]],
    ['a short password', { password: 'abc123' }, [['password', PASSWORD_MESSAGES.tooShort]]],
    ['a password without digits', { password: 'contraseña' }, [['password', PASSWORD_MESSAGES.noDigit]]],
    ['no name', { name: '   ' }, [['name', E.nameEmpty]]],
    ['a 101-character name', { name: 'x'.repeat(101) }, [['name', E.nameTooLong]]],
    ['an unknown role', { role: 'owner' }, [['role', E.roleInvalid]]],
    ['a role above the admin’s', { role: 'superadmin' }, [['role', E.roleAboveYours]]],
    [
      'several problems at once',
      { email: '', password: '' },
      [
        ['email', MESSAGES.email.empty],
        ['password', PASSWORD_MESSAGES.empty],
      ],
    ],
  ])('refuses %s, with the message at the field', (_what, change, expected) => {
    expect(issues(newUserSchemaFor('admin').safeParse({ ...newUser, ...change }))).toEqual(expected);
  });

  it('lets a superadmin create a superadmin', () => {
    expect(newUserSchemaFor('superadmin').safeParse({ ...newUser, role: 'superadmin' }).success).toBe(true);
  });
});

describe('userFieldsSchemaFor (editing a user)', () => {
  it.each([
    ['admin', 'admin', true],
    ['admin', 'restricted', true],
    ['admin', 'superadmin', false],
    ['superadmin', 'superadmin', true],
    ['user', 'admin', false],
  ] as const)('an %s giving the role %s → %s', (actor, role, ok) => {
    expect(userFieldsSchemaFor(actor).safeParse({ name: 'Ana', role, active: false }).success).toBe(ok);
  });

  it('needs active to be a boolean', () => {
    expect(userFieldsSchemaFor('admin').safeParse({ name: 'Ana', role: 'user', active: 'sí' }).success).toBe(false);
  });
});

describe('userProfileSchema (what userRepository writes)', () => {
  const profile = { name: 'Ana', email: 'ana@empresa.es', corpId: 'c1', role: 'admin', active: true };
  it.each([
    ['a complete profile', {}, []],
    ['no company', { corpId: '' }, [['corpId', E.companyMissing]]],
    ['a bad e-mail', { email: 'ana' }, [['email', MESSAGES.email.format]]],
    ['no name', { name: '' }, [['name', E.nameEmpty]]],
  ])('%s', (_what, change, expected) => {
    expect(issues(userProfileSchema.safeParse({ ...profile, ...change }))).toEqual(expected);
  });

  it('never carries a password', () => {
    const r = userProfileSchema.safeParse({ ...profile, password: 'prueba2026' });
    expect(r.success && 'password' in r.data).toBe(false);
  });
});

describe('Mi cuenta schemas', () => {
  it.each([
    [{ newEmail: 'nuevo@empresa.es', currentPassword: 'x' }, []],
    [{ newEmail: 'nuevo', currentPassword: 'x' }, [['newEmail', MESSAGES.email.format]]],
    [{ newEmail: 'nuevo@empresa.es', currentPassword: '' }, [['currentPassword', USER_TEXT.account.currentPasswordEmpty]]],
  ])('e-mail change %j → %j', (input, expected) => {
    expect(issues(emailChangeSchema.safeParse(input))).toEqual(expected);
  });

  it.each([
    [{ currentPassword: 'vieja2025', password: 'nueva2026', repeat: 'nueva2026' }, []],
    [{ currentPassword: 'vieja2025', password: 'nueva2026', repeat: 'nueva2027' }, [['repeat', PASSWORDS_DIFFER]]],
    [
      { currentPassword: '', password: 'corta', repeat: 'corta' },
      [
        ['currentPassword', USER_TEXT.account.currentPasswordEmpty],
        ['password', PASSWORD_MESSAGES.tooShort],
      ],
    ],
  ])('password change %j → %j', (input, expected) => {
    expect(issues(passwordChangeSchema.safeParse(input))).toEqual(expected);
  });
});
