/** Every TanStack Query key in one place, so invalidation can never miss a spelling. */
export const queryKeys = {
  me: ['me'] as const,
  myClubs: ['me', 'clubs'] as const,
  formsOptions: ['forms-options'] as const,
  club: (slug: string) => ['club', slug] as const,
  leaguesOptions: (slug: string) => ['club', slug, 'leagues-options'] as const,
  clubAdmins: (slug: string) => ['club', slug, 'admins'] as const,
};
