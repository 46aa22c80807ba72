-- Verified e-mail and invitations that cannot be claimed (issue #28).
--
-- An address is proven by a link mailed to it: a new account's address, or the new address of an
-- email change (which takes effect only once proven). Tokens are random, stored as sha256 hashes,
-- work once and expire after 48 hours; `email` is the address the link proves.
-- Existing accounts registered with a password stay unverified: the profile page sends them a link.

-- CreateTable
CREATE TABLE "email_verification_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "used_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verification_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_verification_tokens_token_hash_key" ON "email_verification_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens"("user_id");

-- AddForeignKey
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An invitation expires 14 days after it was (last) sent, and carries the hash of the token of the
-- link its mail holds. Invitations sent before had no mail and no link; they expire 14 days after
-- they were sent, like the new ones.

-- AlterTable
ALTER TABLE "invitations" ADD COLUMN "token_hash" CHAR(64),
ADD COLUMN "expires_at" TIMESTAMPTZ(6);

UPDATE "invitations" SET "expires_at" = "created_at" + INTERVAL '14 days';

ALTER TABLE "invitations" ALTER COLUMN "expires_at" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations"("token_hash");
