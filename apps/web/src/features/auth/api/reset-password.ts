import type { ResetPassword } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (payload: ResetPassword): Promise<void> => api.post('/reset-password', payload);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
