import { LoggedInUserSchema, type LoggedInUser, type LoginRequest } from '@matchday/domain';
import { api } from '../../../lib/api-client';

export const login = (credentials: LoginRequest): Promise<LoggedInUser> => api.post('/login', credentials, LoggedInUserSchema);
