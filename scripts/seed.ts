// `npm run db:seed`: demo content and an admin account, on the embedded database or DATABASE_URL.
import { describeSeed, seedDemoContent, seedWarnings } from '../lib/seed/seed-demo';
import { withDatabase } from './cli';

void withDatabase(async ({ db }, config) => {
  const result = await seedDemoContent(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  const lines = describeSeed(result);
  const warnings = seedWarnings(result);
  for (const line of warnings) console.warn(`⚠ ${line}`);
  if (lines.length || !warnings.length) console.log(lines.length ? lines.join('\n') : 'Nothing to seed: the database already has content and an admin.');
});
