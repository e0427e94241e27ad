// `npm run db:migrate`: applies the committed migrations (the server also does this at start).
import { withDatabase } from './cli';

void withDatabase(async ({ kind }) => {
  console.log(`Migrations applied (${kind === 'pglite' ? 'embedded database' : 'PostgreSQL server'}).`);
});
