import { UserSchema, type User } from '@matchday/domain';
import { api } from '../../../lib/api-client';

export const getMe = (): Promise<User> => api.get('/me', UserSchema);
