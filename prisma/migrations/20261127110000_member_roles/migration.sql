-- Roles per membership (issue #28). The first member of each organization, by join date (ties:
-- the lowest user id), becomes its owner; every other member is a member. Without an
-- organization the column keeps its default and means nothing. Invitations carry the role the
-- invited person gets on accepting (member unless the sender chose another).

-- CreateEnum
CREATE TYPE "MemberRole" AS ENUM ('owner', 'admin', 'member', 'viewer');

-- AlterTable
ALTER TABLE "users" ADD COLUMN "role" "MemberRole" NOT NULL DEFAULT 'member';

-- AlterTable
ALTER TABLE "invitations" ADD COLUMN "role" "MemberRole" NOT NULL DEFAULT 'member';

-- The founders
UPDATE "users" AS u SET "role" = 'owner'
FROM (
  SELECT DISTINCT ON ("organization_id") "user_id"
  FROM "users"
  WHERE "organization_id" IS NOT NULL
  ORDER BY "organization_id", "joined_at" ASC NULLS LAST, "user_id" ASC
) AS first_member
WHERE u."user_id" = first_member."user_id";
