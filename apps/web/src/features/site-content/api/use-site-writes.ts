import { SiteSettingsSchema, type SiteDocument, type SiteSettings } from '@matchday/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/query-keys';
import { siteApiPath } from './site-api-paths';

/** A write that answers with the site's settings: the answer replaces the cached settings at once. */
function useSiteWrite<T>(slug: string, write: (input: T) => Promise<unknown>, invalidates: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [siteKeys.preview(slug), ...invalidates] },
    mutationFn: async (input: T): Promise<SiteSettings> => SiteSettingsSchema.parse(await write(input)),
    onSuccess: (settings) => {
      queryClient.setQueryData(siteKeys.settings(slug), settings);
    },
  });
}

/** The draft to save: the document as JSON, or the multipart body that also carries new images. */
export type SiteDraftBody = { document: SiteDocument } | FormData;

/** POST /api/{slug}/settings/site: saves the draft (the live site changes only on publish). */
export const useSaveSiteDraft = (slug: string) => useSiteWrite(slug, (body: SiteDraftBody) => api.post(siteApiPath(slug), body));

/** POST …/publish: now, or at `publishAt` (an ISO instant) for a scheduled publish. */
export const usePublishSite = (slug: string) =>
  useSiteWrite(slug, (publishAt: string | null) => api.post(siteApiPath(slug, '/publish'), publishAt ? { publish_at: publishAt } : {}), [
    siteKeys.versions(slug),
  ]);

/** POST …/cancel-schedule: the scheduled publish does not happen. */
export const useCancelScheduledPublish = (slug: string) => useSiteWrite(slug, () => api.post(siteApiPath(slug, '/cancel-schedule')));

/** POST …/discard: the draft goes back to the live document. */
export const useDiscardSiteDraft = (slug: string) => useSiteWrite(slug, () => api.post(siteApiPath(slug, '/discard')));

/** DELETE …/remove-hero-image: the draft's hero loses its image (the live site keeps it until the next publish). */
export const useRemoveHeroImage = (slug: string) => useSiteWrite(slug, () => api.delete(siteApiPath(slug, '/remove-hero-image')));

/** POST …/versions/{n}/restore: a published version becomes the draft. */
export const useRestoreSiteVersion = (slug: string) => useSiteWrite(slug, (version: number) => api.post(siteApiPath(slug, `/versions/${version}/restore`)));
