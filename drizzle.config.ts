import { defineConfig } from 'drizzle-kit';

// Only generates SQL from models/; migrations are applied by the app at start (lib/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './models/schema.ts',
  out: './models/migrations',
});
