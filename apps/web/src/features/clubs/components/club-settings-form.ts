import { ClubUpdateSchema, LOGO_MAX_BYTES, LOGO_MIME_TYPES, type Club } from '@matchday/domain';
import { z } from 'zod';

const isLogoType = (type: string): boolean => (LOGO_MIME_TYPES as readonly string[]).includes(type);

/** The settings form: the shared club update contract plus the optional new logo file. */
export const ClubSettingsFormSchema = ClubUpdateSchema.omit({ row_version: true }).extend({
  remove_logo: z.boolean(),
  logo: z
    .instanceof(File)
    .refine((file) => isLogoType(file.type), { message: 'logo_type' })
    .refine((file) => file.size <= LOGO_MAX_BYTES, { message: 'logo_size' })
    .nullable(),
});
export type ClubSettingsInput = z.input<typeof ClubSettingsFormSchema>;
export type ClubSettingsValues = z.output<typeof ClubSettingsFormSchema>;

/** The form's starting values for a club. */
export function clubSettingsDefaults(club: Club): ClubSettingsInput {
  return {
    name: club.name,
    timezone: club.timezone,
    contact_email: club.contact_email ?? '',
    address: club.address ?? '',
    default_sport: club.default_sport,
    remove_logo: false,
    logo: null,
  };
}

/** PUT /api/{slug}/ multipart body: the text fields as strings, remove_logo as 'true'/'false', the logo file when chosen, and the row_version edited from. */
export function clubSettingsFormData(values: ClubSettingsValues & { row_version: number }): FormData {
  const data = new FormData();
  data.set('row_version', String(values.row_version));
  data.set('name', values.name);
  data.set('timezone', values.timezone);
  data.set('contact_email', values.contact_email ?? '');
  data.set('address', values.address ?? '');
  data.set('default_sport', values.default_sport);
  data.set('remove_logo', String(values.remove_logo && !values.logo));
  if (values.logo) data.set('logo', values.logo, values.logo.name);
  return data;
}
