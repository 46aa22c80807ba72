-- When the account's email was proven to be its owner's (issue #27): a sign-in with Google whose
-- email Google verified. Null until then, and again after the email changes. A document sent by
-- email has the sender's address as Reply-To only once it is verified. Existing accounts start
-- unverified: a Google account is verified again at its next Google sign-in.

-- AlterTable
ALTER TABLE "users" ADD COLUMN "email_verified_at" TIMESTAMPTZ(6);
