import type { Control } from 'react-hook-form';
import type { LeagueFormValues } from './league-form-schema';

/**
 * The league form's control as its fields see it. The shared form fields are typed for forms whose
 * submitted values have the fields' shape; this form's resolver turns them into the API body instead,
 * which no field reads, so the fields take the control without the transformed type.
 */
export type LeagueFormControl = Control<LeagueFormValues>;
