export const locationKeys = {
  all: (slug: string) => ['club', slug, 'locations'] as const,
  lists: (slug: string) => ['club', slug, 'locations', 'list'] as const,
  list: (slug: string, query: object) => ['club', slug, 'locations', 'list', query] as const,
  detail: (slug: string, id: string) => ['club', slug, 'locations', 'detail', id] as const,
};
