-- Rental availability (issue #17): a quote saved beyond availability on purpose is flagged, and
-- the availability of a period reads the quotes whose reservation overlaps it.

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN "overbooked" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "quotes_organization_id_reserved_until_reserved_from_idx" ON "quotes"("organization_id", "reserved_until", "reserved_from");
