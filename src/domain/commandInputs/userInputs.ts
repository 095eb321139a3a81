/**
 * The people commands' input (functions/src/users): setUserAccess {uid, role, active} and
 * deleteUser {uid}. `corpId` is not here: command() checks it against the caller's profile. A
 * refusal names the field (`uid`, `role`, `active`; `uid:unsafeText` for a refused character),
 * sent back as `invalid`. Whether the caller may give that role is planAccessChange's question
 * (`roleAbove`), not the input's. docs/DECISIONS.md "One schema per command input".
 */
import { z } from './zod';
import { id } from './fields';
import { ROLES } from '../roles';

export const setUserAccessSchema = z.object({
  uid: id(),
  role: z.enum(ROLES),
  active: z.boolean(),
});

export const deleteUserSchema = z.object({ uid: id() });

export type SetUserAccessInput = z.output<typeof setUserAccessSchema>;
export type DeleteUserInput = z.output<typeof deleteUserSchema>;
