import type { Role, User } from '@matchday/domain';
import type { UserRow } from './repository.js';

export const toUser = (row: UserRow, roles: Role[]): User => ({
  id: row.id,
  email: row.email,
  name: `${row.firstName} ${row.lastName}`,
  first_name: row.firstName,
  last_name: row.lastName,
  roles,
});
