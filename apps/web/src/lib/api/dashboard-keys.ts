export const dashboardKeys = {
  figures: (slug: string) => ['club', slug, 'dashboard'] as const,
};
