/** A user's access, as an admin sets it: the role (with what it allows) and whether they may use Almacena. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Role } from '../domain/roles';
import { SelectField, SwitchField } from '../shared/form/fields';
import { ROLE_HELP, ROLE_LABELS, USER_TEXT } from './messages';

export function AccessFields({
  idPrefix,
  roles,
  chosenRole,
  role,
  active,
  roleError,
}: {
  /** The fields' ids are `<idPrefix>-role` and `<idPrefix>-active`. */
  idPrefix: string;
  roles: readonly Role[];
  /** The role chosen now, whose help shows under the field. */
  chosenRole: string;
  role: UseFormRegisterReturn;
  active: UseFormRegisterReturn;
  roleError?: string;
}) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-role`}
        label={USER_TEXT.fields.role}
        registration={role}
        error={roleError}
        help={ROLE_HELP[chosenRole as keyof typeof ROLE_HELP] ?? ''}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <SwitchField id={`${idPrefix}-active`} label={USER_TEXT.fields.active} registration={active} />
    </>
  );
}
