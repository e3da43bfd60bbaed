// `npm run migrations:check` (the first step of `npm test`) and `npm run migrations:seal`: landed migrations are never
// edited (apps/api/src/db/landed-migrations.ts says why and how).
import { fileURLToPath } from 'node:url';
import { checkLandedMigrations, MANIFEST_FILE, sealNewMigrations } from '../apps/api/src/db/landed-migrations';

const folder = fileURLToPath(new URL('../apps/api/drizzle', import.meta.url));

if (process.argv[2] === 'seal') {
  const added = sealNewMigrations(folder);
  console.log(added.length ? `Recorded as landed in ${MANIFEST_FILE}:\n  ${added.join('\n  ')}` : 'Every migration is already recorded as landed.');
} else {
  const problems = checkLandedMigrations(folder);
  if (problems.length > 0) {
    console.error(`Landed migrations (apps/api/drizzle/${MANIFEST_FILE}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Landed migrations unchanged.');
}
