import { sessionApi } from '../../api-client';

export const logout = (): Promise<void> => sessionApi.post('/logout');
