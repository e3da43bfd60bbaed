import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

/** The account state and actions (spec §3, §4). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('context must be use inside provider');
  return context;
}
