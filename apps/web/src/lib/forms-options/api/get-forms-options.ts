import type { FormsOptions } from '@matchday/domain';
import { api } from '../../api-client';

/**
 * Not parsed again here: the server checks this response against FormsOptionsSchema before sending it (the
 * route's response schema), and it serves this very build of the web app. Parsing it would put zod on the
 * first load of every page (the options load before anything renders), signed-out ones included.
 */
export const getFormsOptions = (): Promise<FormsOptions> => api.get('/get-forms-options');
