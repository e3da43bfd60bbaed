import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.js';

const t = useTestApp();

describe('OpenAPI', () => {
  it('documents every route with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(operations).toEqual(
      [
        'GET /api/health',
        'GET /api/ready',
        'GET /api/get-forms-options',
        'POST /api/login',
        'POST /api/logout',
        'GET /api/me',
        'PUT /api/me',
        'PUT /api/me/password',
        'GET /api/me/clubs',
        'POST /api/account/register',
        'POST /api/request-password-reset',
        'POST /api/reset-password',
        'GET /api/{slug}/show',
        'PUT /api/{slug}/',
        'GET /api/{slug}/leagues-options',
        'GET /api/{slug}/admins',
        'GET /api/public/clubs/{slug}/logo',
        'GET /api/calendar/{file}',
        'GET /api/{slug}/blackouts',
        'POST /api/{slug}/blackouts',
        'DELETE /api/{slug}/blackouts/{blackoutId}',
        'GET /api/{slug}/waiver',
        'PUT /api/{slug}/waiver',
        'GET /api/{slug}/leagues/{leagueId}/games',
        'GET /api/{slug}/leagues/{leagueId}/day',
        'PATCH /api/{slug}/leagues/{leagueId}/games/{gameId}',
        'POST /api/{slug}/leagues/{leagueId}/games/swap',
        'PUT /api/{slug}/leagues/{leagueId}/scores',
        'GET /api/{slug}/leagues/{leagueId}/rules',
        'PUT /api/{slug}/leagues/{leagueId}/rules',
        'GET /api/{slug}/leagues/{leagueId}/schedule/planning',
        'POST /api/{slug}/leagues/{leagueId}/schedule/preview',
        'POST /api/{slug}/leagues/{leagueId}/schedule/publish',
        'GET /api/{slug}/leagues/{leagueId}/standings',
        'GET /api/{slug}/leagues/{leagueId}/bracket',
        'POST /api/{slug}/leagues/{leagueId}/bracket',
        'DELETE /api/{slug}/leagues/{leagueId}/bracket',
        'GET /api/{slug}/leagues/{leagueId}/calendar-feeds',
        'POST /api/{slug}/leagues/{leagueId}/calendar-feeds',
        'DELETE /api/{slug}/leagues/{leagueId}',
        'DELETE /api/{slug}/leagues/{leagueId}/registrations/{registrationId}',
        'DELETE /api/{slug}/leagues/{leagueId}/teams/{teamId}',
        'DELETE /api/{slug}/locations/{locationId}',
        'DELETE /api/{slug}/players/{playerId}',
        'DELETE /api/{slug}/questions/{questionId}',
        'GET /api/{slug}/audit',
        'GET /api/{slug}/dashboard',
        'GET /api/{slug}/leagues',
        'GET /api/{slug}/leagues/export.csv',
        'GET /api/{slug}/leagues/{leagueId}',
        'GET /api/{slug}/leagues/{leagueId}/registrations',
        'GET /api/{slug}/leagues/{leagueId}/payments',
        'POST /api/{slug}/leagues/{leagueId}/payments/offline',
        'POST /api/{slug}/leagues/{leagueId}/payments/adjustments',
        'POST /api/{slug}/leagues/{leagueId}/payments/charges',
        'POST /api/{slug}/leagues/{leagueId}/payments/{entryId}/refund',
        'PUT /api/{slug}/leagues/{leagueId}/payments/settings',
        'GET /api/{slug}/leagues/{leagueId}/payments/prices',
        'PUT /api/{slug}/leagues/{leagueId}/payments/prices',
        'POST /api/{slug}/leagues/{leagueId}/payments/add-ons',
        'PUT /api/{slug}/leagues/{leagueId}/payments/add-ons/{productId}',
        'GET /api/{slug}/leagues/{leagueId}/registrations/{registrationId}',
        'GET /api/{slug}/leagues/{leagueId}/roster.csv',
        'GET /api/{slug}/leagues/{leagueId}/teams',
        'GET /api/{slug}/leagues/{leagueId}/teams/{teamId}',
        'GET /api/{slug}/locations',
        'GET /api/{slug}/locations/{locationId}',
        'GET /api/{slug}/players',
        'GET /api/{slug}/players/{playerId}',
        'GET /api/{slug}/questions',
        'GET /api/{slug}/questions/{questionId}',
        'PATCH /api/{slug}/leagues/{leagueId}/registrations/{registrationId}',
        'PATCH /api/{slug}/locations/{locationId}/archive',
        'PATCH /api/{slug}/questions/{questionId}/archive',
        'POST /api/{slug}/leagues',
        'POST /api/{slug}/leagues/{leagueId}/duplicate',
        'POST /api/{slug}/leagues/{leagueId}/import',
        'POST /api/{slug}/leagues/{leagueId}/registrations',
        'POST /api/{slug}/leagues/{leagueId}/status',
        'POST /api/{slug}/leagues/{leagueId}/teams',
        'POST /api/{slug}/locations',
        'POST /api/{slug}/players',
        'POST /api/{slug}/questions',
        'PUT /api/{slug}/leagues/{leagueId}',
        'PUT /api/{slug}/leagues/{leagueId}/teams/{teamId}',
        'PUT /api/{slug}/locations/{locationId}',
        'PUT /api/{slug}/players/{playerId}',
        'PUT /api/{slug}/questions/{questionId}',
        'GET /api/{slug}/settings/site',
        'POST /api/{slug}/settings/site',
        'DELETE /api/{slug}/settings/site/remove-hero-image',
        'POST /api/{slug}/settings/site/publish',
        'POST /api/{slug}/settings/site/discard',
        'GET /api/{slug}/settings/site/versions',
        'POST /api/{slug}/settings/site/versions/{version}/restore',
        'POST /api/{slug}/settings/site/cancel-schedule',
        'GET /api/{slug}/settings/site/preview',
        'GET /api/public/clubs/{slug}/site',
        'GET /api/public/clubs/{slug}/leagues/{leagueId}',
        'GET /api/public/clubs/{slug}/teams/{teamId}',
        'GET /api/public/media/{id}/{file}',
        'POST /api/public/clubs/{slug}/auth/code',
        'POST /api/public/clubs/{slug}/auth/verify',
        'POST /api/public/clubs/{slug}/auth/sign-out',
        'GET /api/public/clubs/{slug}/leagues/{leagueId}/registration',
        'POST /api/public/clubs/{slug}/leagues/{leagueId}/registrations',
        'POST /api/public/clubs/{slug}/leagues/{leagueId}/waitlist',
        'GET /api/public/clubs/{slug}/orders/{orderId}',
        'GET /api/public/clubs/{slug}/me',
        'POST /api/public/clubs/{slug}/me/registrations/{registrationId}/pay',
        'PUT /api/public/clubs/{slug}/me/teams/{teamId}/invite',
        'POST /api/{slug}/leagues/{leagueId}/payments/teams/{teamId}/charge-remainder',
        'POST /api/webhooks/stripe',
        'POST /api/{slug}/connect/onboarding',
        'GET /api/{slug}/connect/status',
        'GET /api/{slug}/connect/payouts',
        'POST /api/{slug}/connect/dashboard-link',
        'POST /api/{slug}/connect/disconnect',
        'GET /api/public/connect/refresh/{slug}',
        'GET /api/{slug}/jobs/failed',
        'POST /api/{slug}/jobs/{jobId}/retry',
      ].sort(),
    );
    const login = document.paths['/api/login'].post;
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '401', '429', '503']);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['LoggedInUser', 'Club', 'ErrorBody', 'League', 'LeagueBody', 'Location', 'Team', 'Registration', 'AuditEntry']),
    );
  });

  it('serves the Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
