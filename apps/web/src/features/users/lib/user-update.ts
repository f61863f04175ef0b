import type { Role } from '@lyceum/shared/roles';
import type { UpdateUserRequest } from '@lyceum/shared/users';

export interface UserEditForm {
  name: string;
  email: string;
  password: string;
  role: Role | '';
}

/**
 * Spec section 5: only non-empty fields are sent, so a blank password keeps the current one.
 * The role is left out when editing yourself, since nobody may change their own role.
 */
export function buildUserUpdate(form: UserEditForm, { isSelf }: { isSelf: boolean }): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  if (form.name.trim()) changes.name = form.name.trim();
  if (form.email.trim()) changes.email = form.email.trim();
  if (form.password) changes.password = form.password;
  if (form.role && !isSelf) changes.role = form.role;
  return changes;
}
