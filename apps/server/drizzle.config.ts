// drizzle-kit: generates the SQL migrations in apps/server/drizzle from the schema (`npm run db:generate`).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/platform/db/schema.ts',
  out: './apps/server/drizzle',
});
