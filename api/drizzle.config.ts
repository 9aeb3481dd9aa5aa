// `npx drizzle-kit generate` (from api/) writes a new SQL migration into ./drizzle after a change to
// the schema. The migration files are committed; the server applies them at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-ticketing.ts',
    './src/db/schema-door.ts',
    './src/db/schema-door-offline.ts',
    './src/db/schema-insights.ts',
    './src/db/schema-social.ts',
    './src/db/schema-client-errors.ts',
    './src/db/schema-host-team.ts',
    './src/db/schema-chat.ts',
    './src/db/schema-campuses.ts',
    './src/db/schema-organizations.ts',
    './src/db/schema-money.ts',
    './src/db/schema-refunds.ts',
  ],
  out: './drizzle',
});
