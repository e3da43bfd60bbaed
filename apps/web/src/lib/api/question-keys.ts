export const questionKeys = {
  all: (slug: string) => ['club', slug, 'questions'] as const,
  lists: (slug: string) => ['club', slug, 'questions', 'list'] as const,
  list: (slug: string, query: object) => ['club', slug, 'questions', 'list', query] as const,
  detail: (slug: string, id: string) => ['club', slug, 'questions', 'detail', id] as const,
};
