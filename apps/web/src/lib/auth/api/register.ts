import { UserSchema, type RegisterRequest, type User } from '@matchday/domain';
import { api } from '../../api-client';

export const register = (payload: RegisterRequest): Promise<User> => api.post('/account/register', payload, UserSchema);
