import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { PLAYING_AREA_NAMES, SPORTS, type PlayingAreaName } from '../sports.js';
import { TimezoneSchema } from './club.js';
import { ArchivedFilterSchema, ListQuerySchema, optionalText, pageOf, PathIdSchema, requiredText, rowVersionField, RowVersionSchema, text } from './common.js';
import { fieldMessage } from '../validation-messages.js';

export const MAX_PLAYING_AREAS = 50;

/** A court, rink, field… of a location, named by the sport's word (spec §9) wherever it is shown. */
export const PlayingAreaSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    position: z.number().int(),
    archived: z.boolean(),
    games_count: z.number().int(),
  })
  .meta({ id: 'PlayingArea' });
export type PlayingArea = z.infer<typeof PlayingAreaSchema>;

/** The word for playing areas (spec §9): Court, Field, Rink… */
export const PlayingAreaNameSchema = z.enum(PLAYING_AREA_NAMES as [PlayingAreaName, ...PlayingAreaName[]]);

/** The sport played at a location, which names its playing areas; a location without one follows its club's sport. */
export const LocationSportSchema = z.enum(SPORTS as [string, ...string[]]);

export const LocationSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    address: z.string().nullable(),
    timezone: z.string(),
    notes: z.string().nullable(),
    /** Null: the club's sport. */
    sport: z.string().nullable(),
    /** What its playing areas are called, by its sport or else the club's. */
    playing_area: PlayingAreaNameSchema,
    archived: z.boolean(),
    playing_areas: z.array(PlayingAreaSchema),
    leagues_count: z.number().int(),
    games_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    row_version: RowVersionSchema,
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof LocationSchema>;

/** A playing area in a location form: `id` for one that exists, none for a new one; the list order is the position. */
export const PlayingAreaInputSchema = z.strictObject({
  id: IdSchema.optional(),
  name: requiredText(60),
  archived: z.boolean().default(false),
});

/**
 * POST /api/{slug}/locations and PUT /api/{slug}/locations/{id}. The playing areas are the full ordered
 * list: one left out of a PUT is deleted, which is refused when games use it.
 */
export const LocationInputSchema = z
  .strictObject({
    name: requiredText(120),
    address: optionalText(500),
    timezone: TimezoneSchema,
    notes: optionalText(2000),
    /** Null or left out: the club's sport names the areas. */
    sport: LocationSportSchema.nullable().default(null),
    playing_areas: z
      .array(PlayingAreaInputSchema)
      .max(MAX_PLAYING_AREAS)
      .superRefine((areas, ctx) => {
        const seen = new Set<string>();
        areas.forEach((area, index) => {
          const key = area.name.trim().toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: fieldMessage('namesDifferent') });
          seen.add(key);
        });
      }),
  })
  .meta({ id: 'LocationBody' });
export type LocationInput = z.input<typeof LocationInputSchema>;
export type LocationInputParsed = z.output<typeof LocationInputSchema>;
/** PUT /api/{slug}/locations/{id}: the form's fields and the row_version it was opened on. */
export const LocationUpdateSchema = LocationInputSchema.extend(rowVersionField).meta({ id: 'LocationUpdateBody' });
export type LocationUpdate = z.input<typeof LocationUpdateSchema>;
export type LocationUpdateParsed = z.output<typeof LocationUpdateSchema>;

/** PATCH /api/{slug}/locations/{id}/archive — archive or restore. */
export const ArchiveInputSchema = z.strictObject({ archived: z.boolean() }).meta({ id: 'ArchiveInput' });

export const LOCATION_SORTS = ['name', 'created_at'] as const;
export const LocationListQuerySchema = ListQuerySchema.extend({
  sort: z.enum(LOCATION_SORTS).default('name'),
  archived: ArchivedFilterSchema,
});
export type LocationListQuery = z.infer<typeof LocationListQuerySchema>;
export const LocationPageSchema = pageOf(LocationSchema).meta({ id: 'LocationPage' });

export const LocationParamsSchema = z.object({ slug: text().max(64), locationId: PathIdSchema });
