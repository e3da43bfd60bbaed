export interface BannerInfo {
  url: string;
  database: string;
  demoLogins: { email: string; clubs: readonly string[] }[];
  demoPassword: string;
  /** Where card payments go: Stripe, or the built-in fake. */
  payments?: string;
}

/** The box printed at start, so a newcomer sees where the app is and how to sign in. */
export function startupBanner({ url, database, demoLogins, demoPassword, payments }: BannerInfo): string {
  const lines = [`Matchday is running at ${url}`, `Database: ${database}`, `API docs: ${url}/api/docs`, ...(payments ? [`Payments: ${payments}`] : [])];
  if (demoLogins.length > 0) {
    lines.push(
      '',
      `Demo logins (password: ${demoPassword}):`,
      ...demoLogins.map(({ email, clubs }) => `  ${email.padEnd(20)} ${clubs.length ? `league admin of ${clubs.join(', ')}` : 'no club'}`),
    );
  }
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n');
}
