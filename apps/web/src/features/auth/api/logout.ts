import { sessionApi } from '../../../lib/api-client';

export const logout = (): Promise<void> => sessionApi.post('/logout');
