export const auditKeys = {
  all: (slug: string) => ['club', slug, 'audit'] as const,
  list: (slug: string, query: object) => ['club', slug, 'audit', 'list', query] as const,
};
