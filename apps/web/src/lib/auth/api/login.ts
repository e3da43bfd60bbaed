import type { LoggedInUser, LoginRequest } from '@matchday/domain';
import { signInApi } from '../../api-client';

/** Signs in; the answer is checked against the contract, which loads alongside the call (../contracts.ts). */
export const login = async (credentials: LoginRequest): Promise<LoggedInUser> => {
  const [body, { LoggedInUserSchema }] = await Promise.all([signInApi.post<unknown>('/login', credentials), import('../contracts')]);
  return LoggedInUserSchema.parse(body);
};
