import { STORAGE_KEYS, type LoggedInUser, type RegisterRequest, type User } from '@matchday/domain';
import { Suspense, createContext, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadingBar } from '../../components/LoadingBar';
import { setAuthToken, setSessionExpiredHandler } from '../api-client';
import { getMe } from './api/get-me';
import { login as loginRequest } from './api/login';
import { logout as logoutRequest } from './api/logout';
import { register as registerRequest } from './api/register';
import { sessionEnded } from './session-end';
import { appendRegisteredUser, readStoredUser, storedAccessToken, writeStoredUser } from './session-storage';

/** Spec §3 account state. */
export interface AuthState {
  isLoggedIn: boolean;
  isInitialized: boolean;
  user: LoggedInUser | null;
  /** The account just created by register — kept in state only, it is not a session (spec §4). */
  registeredUser: User | null;
  /** The user signed out themselves: their next sign-in starts afresh rather than coming back to the page they left. */
  signedOutByUser: boolean;
}

export interface AuthContextValue extends AuthState {
  login(email: string, password: string): Promise<LoggedInUser>;
  logout(): Promise<void>;
  register(payload: RegisterRequest): Promise<User>;
  updateUser(user: User): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

// Loaded the first time a session expires: most visits never need it.
const SessionExpiredDialog = lazy(() => import('../../components/SessionExpiredDialog'));

const signedOut = { isLoggedIn: false, isInitialized: true, user: null, signedOutByUser: false } as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ isLoggedIn: false, isInitialized: false, user: null, registeredUser: null, signedOutByUser: false });
  // While set, a call found the session expired: the dialog asks for the password, and `renewal` answers the waiting calls.
  const [expired, setExpired] = useState(false);
  const renewal = useRef<((renewed: boolean) => void) | null>(null);

  const settleRenewal = useCallback((renewed: boolean) => {
    renewal.current?.(renewed);
    renewal.current = null;
    setExpired(false);
  }, []);

  const startSession = useCallback((user: LoggedInUser) => {
    setAuthToken(user.accessToken);
    setState((current) => ({ ...current, isLoggedIn: true, isInitialized: true, user, signedOutByUser: false }));
  }, []);

  const endSession = useCallback(
    (byUser = false) => {
      setAuthToken(null);
      writeStoredUser(null);
      setState((current) => ({ ...current, ...signedOut, signedOutByUser: byUser }));
      settleRenewal(false);
      sessionEnded();
    },
    [settleRenewal],
  );

  // A stored session is restored by asking the server (GET /me) while the stored record's check loads: a
  // returning user's first page waits for the slower of the two, not for one after the other.
  useEffect(() => {
    const token = storedAccessToken();
    if (!token) {
      setState((current) => ({ ...current, ...signedOut }));
      return;
    }
    let active = true;
    setAuthToken(token);
    const restoring = getMe();
    // Its failure is handled below, or not wanted (an unreadable record, an unmounted provider).
    restoring.catch(() => undefined);
    void readStoredUser().then((stored) => {
      if (!active) return;
      if (!stored) {
        // An unreadable record is no session, whatever /me answers.
        setAuthToken(null);
        setState((current) => ({ ...current, ...signedOut }));
        return;
      }
      restoring
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
    });
    return () => {
      active = false;
    };
  }, [startSession, endSession]);

  // A call found the session expired or revoked: stay on the page and ask for the password over it (issue 10).
  useEffect(() => {
    setSessionExpiredHandler(
      () =>
        new Promise<boolean>((resolve) => {
          renewal.current = resolve;
          setExpired(true);
        }),
    );
    return () => setSessionExpiredHandler(null);
  }, []);

  // Another tab signed out or in: follow it, so no tab keeps using a revoked token. Its sign-in also answers
  // this tab's waiting calls when it is the same account; another account's must not send them.
  const userId = state.user?.id;
  useEffect(() => {
    // Reading the stored user may wait for its contract to load: only the latest change is followed.
    let latest = 0;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.user && event.key !== null) return;
      const change = ++latest;
      void readStoredUser().then((stored) => {
        if (change !== latest) return;
        if (!stored) return endSession();
        startSession(stored);
        settleRenewal(stored.id === userId);
      });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      latest = -1;
      window.removeEventListener('storage', onStorage);
    };
  }, [startSession, endSession, settleRenewal, userId]);

  const renewSession = useCallback(
    async (password: string) => {
      if (!state.user) return;
      const user = await loginRequest({ email: state.user.email, password });
      // The waiting calls were made by this account; they are never sent as another one.
      if (user.id !== state.user.id) return endSession();
      writeStoredUser(user);
      startSession(user);
      settleRenewal(true);
    },
    [state.user, startSession, endSession, settleRenewal],
  );

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
    endSession(true);
  }, [endSession]);

  const register = useCallback(async (payload: RegisterRequest) => {
    const user = await registerRequest(payload);
    await appendRegisteredUser(user);
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

  const value = useMemo<AuthContextValue>(() => ({ ...state, login, logout, register, updateUser }), [state, login, logout, register, updateUser]);

  return (
    <AuthContext.Provider value={value}>
      {state.isInitialized ? children : <LoadingBar />}
      {expired && state.user && (
        <Suspense fallback={null}>
          <SessionExpiredDialog email={state.user.email} onSignIn={renewSession} onLeave={() => endSession()} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
