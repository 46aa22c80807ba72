-- Rate-limit counters shared by every app replica (issue #18): one row per limiter and client key,
-- counted by one INSERT … ON CONFLICT DO UPDATE per request. UNLOGGED: no WAL write (no fsync) per
-- counted request; a PostgreSQL crash empties the table, which only restarts the windows.

-- CreateTable
CREATE UNLOGGED TABLE "rate_limit_hits" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "reset_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits"("reset_at");
