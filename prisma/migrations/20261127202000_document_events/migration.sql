-- A document's history (issue #30): what the documents' own columns do not keep — who created,
-- changed or sent a quote, an invoice or a sale, each sending, each departure and return and their
-- undoing — written in the transaction of the change. Payments, credit notes, the validation and
-- the invoice made from a document are read from their own tables, not copied here. A document's
-- entries go with it (a draft deleted leaves no history behind); the author's name is kept as it
-- was (user_id has no foreign key). Exactly one of quote_id, invoice_id, sale_id is set (the one
-- writer, recordDocumentEvent, takes one document; schema.prisma cannot say a CHECK).

-- CreateTable
CREATE TABLE "document_events" (
    "document_event_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "quote_id" INTEGER,
    "invoice_id" INTEGER,
    "sale_id" INTEGER,
    "at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "user_name" TEXT,
    "kind" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "document_events_pkey" PRIMARY KEY ("document_event_id")
);

-- CreateIndex
CREATE INDEX "document_events_organization_id_idx" ON "document_events"("organization_id");
CREATE INDEX "document_events_quote_id_idx" ON "document_events"("quote_id");
CREATE INDEX "document_events_invoice_id_idx" ON "document_events"("invoice_id");
CREATE INDEX "document_events_sale_id_idx" ON "document_events"("sale_id");

-- AddForeignKey
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("quote_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("invoice_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "document_events" ADD CONSTRAINT "document_events_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("sale_id") ON DELETE CASCADE ON UPDATE CASCADE;
