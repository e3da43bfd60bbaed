import type { ChangePassword } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (payload: ChangePassword): Promise<void> => api.put('/me/password', payload);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
