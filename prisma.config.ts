import { defineConfig } from 'prisma/config';

// The datasource URL is only needed by `prisma migrate`/`db` commands on machines that have the
// schema engine; the app and tests apply migrations with their own runner (docs/decisions.md).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/placeholder' },
});
