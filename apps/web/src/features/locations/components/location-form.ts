import { LocationInputSchema, type Location, type LocationInput, type LocationInputParsed } from '@matchday/domain';
import { z } from 'zod';
import { forwardIssues } from '../../../components/form/forward-issues';
import { areaDrafts } from './playing-areas';

/** The sport choice that keeps the club's sport (sent as null): a value no sport has, and not blank, so the select shows its label. */
export const CLUB_SPORT = 'club';

/** The location's own sport as the API takes it: null keeps the club's. */
export const chosenSport = (sport: string): string | null => (sport === CLUB_SPORT ? null : sport);

const LocationFormShape = z.object({
  name: z.string(),
  address: z.string(),
  timezone: z.string(),
  notes: z.string(),
  /** A sport, or CLUB_SPORT while the location follows the club's. */
  sport: z.string(),
  playing_areas: z.array(z.object({ key: z.string(), id: z.string().optional(), name: z.string(), archived: z.boolean(), games_count: z.number() })),
});

/** The location form: the API's fields, with each area carrying what its row needs (a key, the games count). */
export type LocationFormValues = z.infer<typeof LocationFormShape>;

/** The API body of the form: the areas in list order, with an id only for those that exist. */
export const toLocationInput = ({ playing_areas, sport, ...fields }: LocationFormValues): LocationInput => ({
  ...fields,
  sport: chosenSport(sport),
  playing_areas: playing_areas.map(({ id, name, archived }) => (id ? { id, name, archived } : { name, archived })),
});

/** The form's rules are the API's LocationInputSchema, applied to the body the form will send. */
export const LocationFormSchema = LocationFormShape.superRefine((values, ctx) => forwardIssues(LocationInputSchema, toLocationInput(values), ctx));

/** What is sent: the body as the API will read it (trimmed, blanks as null). */
export const locationRequest = (values: LocationFormValues): LocationInputParsed => LocationInputSchema.parse(toLocationInput(values));

/** A new location starts in the club's timezone and sport, with no areas yet. */
export const newLocationValues = (timezone: string): LocationFormValues => ({
  name: '',
  address: '',
  timezone,
  notes: '',
  sport: CLUB_SPORT,
  playing_areas: [],
});

/** The form values of a saved location. */
export const locationFormValues = (location: Location): LocationFormValues => ({
  name: location.name,
  address: location.address ?? '',
  timezone: location.timezone,
  notes: location.notes ?? '',
  sport: location.sport ?? CLUB_SPORT,
  playing_areas: areaDrafts(location.playing_areas),
});

/**
 * Where the server's field errors go: the top fields, and each area row by its place in the list
 * (`playing_areas.2.name`, or `.id` for an id that is not this location's).
 */
export const locationErrorFields = (areaCount: number) =>
  [
    'name',
    'address',
    'timezone',
    'notes',
    'sport',
    'playing_areas',
    ...Array.from({ length: areaCount }, (_, index) => [`playing_areas.${index}.name`, `playing_areas.${index}.id`] as const).flat(),
  ] as const;
