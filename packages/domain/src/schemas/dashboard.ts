import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { LeagueStatusSchema } from './leagues.js';

/** Registrations closing within this many days count as closing soon. */
export const CLOSING_SOON_DAYS = 7;

/** GET /api/{slug}/dashboard: the club's figures. */
export const DashboardSchema = z
  .object({
    leagues_by_status: z.record(LeagueStatusSchema, z.number().int()),
    leagues_total: z.number().int(),
    teams: z.number().int(),
    players: z.number().int(),
    free_agents_waiting: z.number().int(),
    locations: z.number().int(),
    closing_soon: z.array(
      z.object({
        id: IdSchema,
        name: z.string(),
        registration_closes_on: z.string(),
        days_left: z.number().int(),
        teams_count: z.number().int(),
        team_capacity: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
