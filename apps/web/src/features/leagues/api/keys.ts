export const leagueKeys = {
  all: (slug: string) => ['club', slug, 'leagues'] as const,
  list: (slug: string, query: object) => ['club', slug, 'leagues', 'list', query] as const,
  detail: (slug: string, id: string) => ['club', slug, 'leagues', 'detail', id] as const,
};
