import {
  isErrorBody,
  type ErrorBody,
  type MyRegistrations,
  type PlayerSession,
  type PublicOrder,
  type PublicRegistrationInput,
  type RegistrationOptions,
  type RegistrationResult,
} from '@matchday/domain';

/** A refusal from the API (its error body), or `network` when no answer came. */
export class SiteApiError extends Error {
  readonly status: number;
  readonly code: ErrorBody['code'] | 'network';
  readonly errors: NonNullable<ErrorBody['errors']>;
  readonly messages: NonNullable<ErrorBody['messages']>;

  constructor(status: number, body: ErrorBody | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'network' : 'internal_error');
    this.errors = body?.errors ?? {};
    this.messages = body?.messages ?? {};
  }
}

export const isUnauthenticated = (error: unknown) => error instanceof SiteApiError && error.status === 401;

type Method = 'GET' | 'POST' | 'PUT';

/** The player-facing API of one club (/api/public/clubs/{slug}/…), with the player's session token when there is one. */
export function playerApi(slug: string, token: string | null) {
  const base = `/api/public/clubs/${encodeURIComponent(slug)}`;
  async function call<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      throw new SiteApiError(0, null);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) throw new SiteApiError(response.status, isErrorBody(parsed) ? parsed : null);
    return parsed as T;
  }
  const id = encodeURIComponent;
  return {
    sendCode: (email: string) => call<{ sent: true }>('POST', '/auth/code', { email }),
    verifyCode: (email: string, code: string) => call<PlayerSession>('POST', '/auth/verify', { email, code }),
    signOut: () => call<null>('POST', '/auth/sign-out'),
    options: (leagueId: string, query: { invite?: string | null; offer?: string | null }) => {
      const params = new URLSearchParams();
      if (query.invite) params.set('invite', query.invite);
      else if (query.offer) params.set('offer', query.offer);
      const search = params.size > 0 ? `?${params}` : '';
      return call<RegistrationOptions>('GET', `/leagues/${id(leagueId)}/registration${search}`);
    },
    register: (leagueId: string, input: PublicRegistrationInput) => call<RegistrationResult>('POST', `/leagues/${id(leagueId)}/registrations`, input),
    order: (orderId: string) => call<PublicOrder>('GET', `/orders/${id(orderId)}`),
    me: () => call<MyRegistrations>('GET', '/me'),
    payBalance: (registrationId: string) => call<{ order_id: string; checkout_url: string }>('POST', `/me/registrations/${id(registrationId)}/pay`),
    setShare: (teamId: string, shareCents: number | null) => call<unknown>('PUT', `/me/teams/${id(teamId)}/invite`, { share_cents: shareCents }),
    joinWaitlist: (leagueId: string, input: { kind: 'team' | 'player'; name: string; team_name: string | null }) =>
      call<{ id: string; position: number }>('POST', `/leagues/${id(leagueId)}/waitlist`, input),
  };
}

export type PlayerApi = ReturnType<typeof playerApi>;
