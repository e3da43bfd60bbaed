import { AcceptedSchema, type Accepted, type PasswordResetRequest } from '@matchday/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (payload: PasswordResetRequest): Promise<Accepted> => api.post('/request-password-reset', payload, AcceptedSchema);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
