import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, type LoggedInUser, type RegisterRequest, type User } from '@matchday/domain';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadingBar } from '../../components/LoadingBar';
import { setAuthToken, setUnauthorizedHandler } from '../../lib/api-client';
import { getMe } from './api/get-me';
import { login as loginRequest } from './api/login';
import { logout as logoutRequest } from './api/logout';
import { register as registerRequest } from './api/register';
import { appendRegisteredUser, readStoredUser, writeStoredUser } from './session-storage';

/** Spec §3 account state. */
export interface AuthState {
  isLoggedIn: boolean;
  isInitialized: boolean;
  user: LoggedInUser | null;
  /** The account just created by register — kept in state only, it is not a session (spec §4). */
  registeredUser: User | null;
}

export interface AuthContextValue extends AuthState {
  login(email: string, password: string): Promise<LoggedInUser>;
  logout(): Promise<void>;
  register(payload: RegisterRequest): Promise<User>;
  updateUser(user: User): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

const signedOut = { isLoggedIn: false, isInitialized: true, user: null } as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ isLoggedIn: false, isInitialized: false, user: null, registeredUser: null });

  const startSession = useCallback((user: LoggedInUser) => {
    setAuthToken(user.accessToken);
    setState((current) => ({ ...current, isLoggedIn: true, isInitialized: true, user }));
  }, []);

  const endSession = useCallback(() => {
    setAuthToken(null);
    writeStoredUser(null);
    setState((current) => ({ ...current, ...signedOut }));
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    const stored = readStoredUser();
    if (!stored) {
      setState((current) => ({ ...current, ...signedOut }));
      return;
    }
    let active = true;
    setAuthToken(stored.accessToken);
    getMe()
      .then((me) => {
        if (!active) return;
        const user = { ...me, accessToken: stored.accessToken };
        writeStoredUser(user);
        startSession(user);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        endSession();
      });
    return () => {
      active = false;
    };
  }, [startSession, endSession]);

  useEffect(() => {
    setUnauthorizedHandler(endSession);
    return () => setUnauthorizedHandler(null);
  }, [endSession]);

  // Another tab signed out or in: follow it, so no tab keeps using a revoked token.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.user && event.key !== null) return;
      const stored = readStoredUser();
      if (stored) startSession(stored);
      else endSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [startSession, endSession]);

  const login = useCallback(
    async (email: string, password: string) => {
      const user = await loginRequest({ email, password });
      writeStoredUser(user);
      startSession(user);
      return user;
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      console.error(error);
    }
    endSession();
  }, [endSession]);

  const register = useCallback(async (payload: RegisterRequest) => {
    const user = await registerRequest(payload);
    appendRegisteredUser(user);
    setState((current) => ({ ...current, registeredUser: user }));
    return user;
  }, []);

  const updateUser = useCallback(
    (changes: User) => {
      if (!state.user) return;
      const user = { ...changes, accessToken: state.user.accessToken };
      writeStoredUser(user);
      setState((current) => ({ ...current, user }));
    },
    [state.user],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, register, updateUser }),
    [state, login, logout, register, updateUser],
  );

  return <AuthContext.Provider value={value}>{state.isInitialized ? children : <LoadingBar />}</AuthContext.Provider>;
}
