-- An index for every foreign key and for each list's filter and sort (issue #16).
--
-- Foreign keys: PostgreSQL indexes the referenced side only. Deleting a receipt, a client, an event
-- or a catalogue item checks every referencing table for rows pointing at it, and without an index
-- led by the referencing column that check scans the table across all organizations.
-- apps/api/test/foreign-key-indexes.test.ts keeps it so.
--
-- Lists: each list reads one organization's rows in one order, so its index is
-- (organization_id, sort columns…, id tie-breaker) and the rows come out of the index already
-- sorted, period filters included. Those indexes replace the shorter (organization_id, column)
-- ones, which they cover. The expense and revenue (organization_id, event_id) indexes become
-- (event_id): it serves both the event's totals (event ids are unique) and the foreign key.

-- DropIndex
DROP INDEX "clients_organization_id_client_name_idx";

-- DropIndex
DROP INDEX "events_organization_id_date_idx";

-- DropIndex
DROP INDEX "categories_organization_id_name_idx";

-- DropIndex
DROP INDEX "sub_categories_organization_id_name_idx";

-- DropIndex
DROP INDEX "products_organization_id_name_idx";

-- DropIndex
DROP INDEX "services_organization_id_name_idx";

-- DropIndex
DROP INDEX "invoices_organization_id_issue_date_idx";

-- DropIndex
DROP INDEX "credit_notes_organization_id_issue_date_idx";

-- DropIndex
DROP INDEX "sales_organization_id_recorded_date_idx";

-- DropIndex
DROP INDEX "expenses_organization_id_recorded_date_idx";

-- DropIndex
DROP INDEX "expenses_organization_id_event_id_idx";

-- DropIndex
DROP INDEX "revenues_organization_id_recorded_date_idx";

-- DropIndex
DROP INDEX "revenues_organization_id_event_id_idx";

-- CreateIndex
CREATE INDEX "clients_organization_id_client_name_client_id_idx" ON "clients"("organization_id", "client_name", "client_id");

-- CreateIndex
CREATE INDEX "events_organization_id_date_start_at_event_id_idx" ON "events"("organization_id", "date" DESC, "start_at", "event_id" DESC);

-- CreateIndex
CREATE INDEX "categories_organization_id_name_category_id_idx" ON "categories"("organization_id", "name", "category_id");

-- CreateIndex
CREATE INDEX "sub_categories_organization_id_name_sub_category_id_idx" ON "sub_categories"("organization_id", "name", "sub_category_id");

-- CreateIndex
CREATE INDEX "products_organization_id_name_product_id_idx" ON "products"("organization_id", "name", "product_id");

-- CreateIndex
CREATE INDEX "services_organization_id_name_service_id_idx" ON "services"("organization_id", "name", "service_id");

-- CreateIndex
CREATE INDEX "quotes_organization_id_created_at_quote_id_idx" ON "quotes"("organization_id", "created_at", "quote_id");

-- CreateIndex
CREATE INDEX "invoices_organization_id_issue_date_invoice_id_idx" ON "invoices"("organization_id", "issue_date", "invoice_id");

-- CreateIndex
CREATE INDEX "credit_notes_organization_id_issue_date_credit_note_id_idx" ON "credit_notes"("organization_id", "issue_date", "credit_note_id");

-- CreateIndex
CREATE INDEX "sales_organization_id_recorded_date_sale_id_idx" ON "sales"("organization_id", "recorded_date", "sale_id");

-- CreateIndex
CREATE INDEX "expenses_organization_id_recorded_date_expense_id_idx" ON "expenses"("organization_id", "recorded_date", "expense_id");

-- CreateIndex
CREATE INDEX "revenues_organization_id_recorded_date_revenue_id_idx" ON "revenues"("organization_id", "recorded_date", "revenue_id");

-- CreateIndex
CREATE INDEX "organizations_plan_id_idx" ON "organizations"("plan_id");

-- CreateIndex
CREATE INDEX "organizations_logo_file_id_idx" ON "organizations"("logo_file_id");

-- CreateIndex
CREATE INDEX "organizations_background_file_id_idx" ON "organizations"("background_file_id");

-- CreateIndex
CREATE INDEX "events_picture_file_id_idx" ON "events"("picture_file_id");

-- CreateIndex
CREATE INDEX "sub_categories_category_id_idx" ON "sub_categories"("category_id");

-- CreateIndex
CREATE INDEX "products_category_id_idx" ON "products"("category_id");

-- CreateIndex
CREATE INDEX "products_sub_category_id_idx" ON "products"("sub_category_id");

-- CreateIndex
CREATE INDEX "products_image_file_id_idx" ON "products"("image_file_id");

-- CreateIndex
CREATE INDEX "quotes_client_id_idx" ON "quotes"("client_id");

-- CreateIndex
CREATE INDEX "quotes_event_id_idx" ON "quotes"("event_id");

-- CreateIndex
CREATE INDEX "quote_products_product_id_idx" ON "quote_products"("product_id");

-- CreateIndex
CREATE INDEX "quote_products_organization_id_idx" ON "quote_products"("organization_id");

-- CreateIndex
CREATE INDEX "quote_services_service_id_idx" ON "quote_services"("service_id");

-- CreateIndex
CREATE INDEX "quote_services_organization_id_idx" ON "quote_services"("organization_id");

-- CreateIndex
CREATE INDEX "invoices_client_id_idx" ON "invoices"("client_id");

-- CreateIndex
CREATE INDEX "invoice_lines_product_id_idx" ON "invoice_lines"("product_id");

-- CreateIndex
CREATE INDEX "invoice_lines_service_id_idx" ON "invoice_lines"("service_id");

-- CreateIndex
CREATE INDEX "credit_note_lines_organization_id_idx" ON "credit_note_lines"("organization_id");

-- CreateIndex
CREATE INDEX "invoice_payments_organization_id_idx" ON "invoice_payments"("organization_id");

-- CreateIndex
CREATE INDEX "sales_client_id_idx" ON "sales"("client_id");

-- CreateIndex
CREATE INDEX "sales_file_id_idx" ON "sales"("file_id");

-- CreateIndex
CREATE INDEX "sale_lines_product_id_idx" ON "sale_lines"("product_id");

-- CreateIndex
CREATE INDEX "sale_lines_organization_id_idx" ON "sale_lines"("organization_id");

-- CreateIndex
CREATE INDEX "expenses_event_id_idx" ON "expenses"("event_id");

-- CreateIndex
CREATE INDEX "expenses_file_id_idx" ON "expenses"("file_id");

-- CreateIndex
CREATE INDEX "expenses_user_id_idx" ON "expenses"("user_id");

-- CreateIndex
CREATE INDEX "revenues_event_id_idx" ON "revenues"("event_id");

-- CreateIndex
CREATE INDEX "revenues_file_id_idx" ON "revenues"("file_id");
