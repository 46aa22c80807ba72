-- The automatic match of a bank import (issue #31) looks invoices up by the payment reference a
-- line carries, within the organization: an index instead of reading all its invoices.

-- CreateIndex
CREATE INDEX "invoices_organization_id_payment_reference_idx" ON "invoices"("organization_id", "payment_reference");
