/**
 * The user profile's rules, shared by the user forms and userRepository (which
 * refuses to write anything that fails them). firestore.rules checks the same shape.
 */
import { z } from '../shared/form/zod';
import { checkedText, requiredText } from '../auth/checkedText';
import { newPasswordSchema, PASSWORDS_DIFFER } from '../auth/passwordRules';
import { validateEmail } from '../domain/contact';
import { domainMessage } from '../domain/messages';
import { ROLES, roleAtLeast, type Role } from '../domain/roles';
import { USER_TEXT } from './messages';

export const MAX_USER_NAME_LENGTH = 100;
const errors = USER_TEXT.errors;

export const userNameSchema = requiredText(MAX_USER_NAME_LENGTH, errors.nameEmpty, errors.nameTooLong);

/** Firebase Auth keeps e-mails in lower case; the profile stores the same spelling. */
export const userEmailSchema = checkedText(validateEmail, (code) => domainMessage('email', code)).transform((email) => email.toLowerCase());

export const roleSchema = z.enum(ROLES, { error: errors.roleInvalid });

/** What an admin edits on a user: name, role and whether they may use Almacena. */
export const userFieldsSchema = z.object({
  name: userNameSchema,
  role: roleSchema,
  active: z.boolean(),
});
export type UserFields = z.output<typeof userFieldsSchema>;

/** A stored profile (users/{uid}), as userRepository validates it before writing. */
export const userProfileSchema = userFieldsSchema.extend({
  email: userEmailSchema,
  corpId: z.string().trim().min(1, errors.companyMissing).max(128, errors.companyMissing),
});
export type UserProfileInput = z.input<typeof userProfileSchema>;

/** The form fields, with the role bounded by the actor's own (rules: never above one's own). */
export function userFieldsSchemaFor(actor: Role) {
  return userFieldsSchema.refine((v) => roleAtLeast(actor, v.role), { path: ['role'], message: errors.roleAboveYours });
}

/** "Nuevo usuario": e-mail and password are required (docs/seed-spec.md §5); the password follows our rules. */
export function newUserSchemaFor(actor: Role) {
  return userFieldsSchema
    .extend({ email: userEmailSchema, password: newPasswordSchema })
    .refine((v) => roleAtLeast(actor, v.role), { path: ['role'], message: errors.roleAboveYours });
}
export type NewUserValues = z.output<ReturnType<typeof newUserSchemaFor>>;

const currentPassword = z.string().min(1, USER_TEXT.account.currentPasswordEmpty);

/** Mi cuenta: one's own name (the only profile field a user may change). */
export const accountNameSchema = z.object({ name: userNameSchema });

/** Mi cuenta: a new e-mail, confirmed with the current password (re-authentication). */
export const emailChangeSchema = z.object({ newEmail: userEmailSchema, currentPassword });
export type EmailChangeValues = z.output<typeof emailChangeSchema>;

/** Mi cuenta: the current password and the new one typed twice. */
export const passwordChangeSchema = z
  .object({ currentPassword, password: newPasswordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: PASSWORDS_DIFFER });
export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;
