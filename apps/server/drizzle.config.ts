// drizzle-kit: generates the SQL migrations in apps/server/drizzle from the schema (`npm run db:generate`).
// The schema is every table file: the platform's, the entities' and each feature's own `x.table.ts`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/platform/db/schema.ts', './apps/server/src/platform/**/*.table.ts', './apps/server/src/entities/**/*.table.ts', './apps/server/src/features/**/*.table.ts'],
  out: './apps/server/drizzle',
});
