import type { RegisterRequest, User } from '@matchday/domain';
import { api } from '../../api-client';

/** Creates an account; the answer is checked against the contract, which loads alongside the call (../contracts.ts). */
export const register = async (payload: RegisterRequest): Promise<User> => {
  const [body, { UserSchema }] = await Promise.all([api.post<unknown>('/account/register', payload), import('../contracts')]);
  return UserSchema.parse(body);
};
