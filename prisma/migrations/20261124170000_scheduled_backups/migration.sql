-- Scheduled backups shared by the app replicas (issue #18): the replica that backs up in a period
-- records it here, under a PostgreSQL advisory lock, so another replica whose timer fires in the
-- same period skips it. Only the current period's row is kept.

-- CreateTable
CREATE TABLE "scheduled_backups" (
    "period_start" TIMESTAMPTZ(6) NOT NULL,
    "file" TEXT NOT NULL,
    "written_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scheduled_backups_pkey" PRIMARY KEY ("period_start")
);
