import { api } from '../../../lib/api-client';

export const logout = (): Promise<void> => api.post('/logout');
