/** Query keys of the club's player directory; every player query sits under `all`. */
export const playerKeys = {
  all: (slug: string) => ['club', slug, 'players'] as const,
  list: (slug: string, query: object) => ['club', slug, 'players', 'list', query] as const,
  detail: (slug: string, id: string) => ['club', slug, 'players', 'detail', id] as const,
};
