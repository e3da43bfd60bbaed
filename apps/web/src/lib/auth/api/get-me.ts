import { UserSchema, type User } from '@matchday/domain';
import { sessionApi } from '../../api-client';

export const getMe = (): Promise<User> => sessionApi.get('/me', UserSchema);
