import { LoggedInUserSchema, type LoggedInUser, type LoginRequest } from '@matchday/domain';
import { signInApi } from '../../api-client';

export const login = (credentials: LoginRequest): Promise<LoggedInUser> => signInApi.post('/login', credentials, LoggedInUserSchema);
