import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the pg-core schema and committed; the server applies them itself at
// start with Drizzle's programmatic migrator, on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
