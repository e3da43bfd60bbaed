const club = (slug: string) => `/${encodeURIComponent(slug)}`;

/** API paths of the player directory (GET/POST /api/{slug}/players…). */
export const playerApiPaths = {
  list: (slug: string) => `${club(slug)}/players`,
  one: (slug: string, playerId: string) => `${club(slug)}/players/${encodeURIComponent(playerId)}`,
};
