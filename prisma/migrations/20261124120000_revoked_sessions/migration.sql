-- Logout ends the session on the server (issue #19): the ids of sessions ended before they
-- expire, read with the session in the same statement.

-- CreateTable
CREATE TABLE "revoked_sessions" (
    "session_id" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "revoked_sessions_pkey" PRIMARY KEY ("session_id")
);

-- CreateIndex
CREATE INDEX "revoked_sessions_expires_at_idx" ON "revoked_sessions"("expires_at");
