// What the lists of quotes, sales and invoices read of the rows a document points to.

/** The client as a document's list item names it (`client: { client_id, client_name }`). */
export const listedClientSelect = { select: { client_id: true, client_name: true } } as const;

/** A quote's or a sale's invoice: its id, and whether it is validated (the document is frozen). */
export const invoiceStatusSelect = { select: { invoice_id: true, status: true } } as const;
