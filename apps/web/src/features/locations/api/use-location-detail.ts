import { LocationSchema } from '@matchday/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from '../../../lib/query-keys';

export const locationPath = (slug: string, id: string) => `/${encodeURIComponent(slug)}/locations/${encodeURIComponent(id)}`;

/** One location with its playing areas in order (GET /api/{slug}/locations/{id}). */
export const useLocationDetail = (slug: string, id: string) =>
  useQuery({ queryKey: locationKeys.detail(slug, id), queryFn: () => api.get(locationPath(slug, id), LocationSchema), enabled: slug !== '' && id !== '' });
