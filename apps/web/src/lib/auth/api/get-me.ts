import type { User } from '@matchday/domain';
import { sessionApi } from '../../api-client';

/** The signed-in user; the answer is checked against the contract, which loads alongside the call (../contracts.ts). */
export const getMe = async (): Promise<User> => {
  const [body, { UserSchema }] = await Promise.all([sessionApi.get<unknown>('/me'), import('../contracts')]);
  return UserSchema.parse(body);
};
