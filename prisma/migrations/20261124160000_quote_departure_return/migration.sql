-- Departure and return of a quote's equipment (issue #17): when it went out and came back, who
-- recorded it, and the units returned per product line. `held_until` is set only while the quote
-- holds units past its reservation (departed and not returned, returned late, units missing):
-- the availability reads those quotes through its index without scanning the old ones.

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN "departed_on" DATE,
ADD COLUMN "departed_by" TEXT,
ADD COLUMN "departure_note" TEXT,
ADD COLUMN "returned_on" DATE,
ADD COLUMN "returned_by" TEXT,
ADD COLUMN "return_note" TEXT,
ADD COLUMN "held_until" DATE;

-- AlterTable
ALTER TABLE "quote_products" ADD COLUMN "quantity_returned" INTEGER;

-- CreateIndex
CREATE INDEX "quotes_organization_id_held_until_idx" ON "quotes"("organization_id", "held_until");
