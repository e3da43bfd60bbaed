import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed';

const json = { 'content-type': 'application/json' };

/**
 * Gives a demo user back the demo password after a spec changed it, so the specs that sign in as that
 * user keep working whatever order the files run in. Nothing to do when the change never happened.
 */
export async function restoreDemoPassword(email: string, changedTo: string): Promise<void> {
  const baseUrl = inject('baseUrl');
  const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: changedTo }) });
  if (!login.ok) return;
  const { accessToken } = (await login.json()) as { accessToken: string };
  const restored = await fetch(`${baseUrl}/api/me/password`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ current_password: changedTo, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }),
  });
  if (!restored.ok) throw new Error(`Could not restore the demo password of ${email}: ${restored.status}`);
}
