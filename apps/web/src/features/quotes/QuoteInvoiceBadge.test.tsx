// The quotes' list says what became of each quote: invoiced, or an invoice to validate (issue #30).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { expect, test } from 'vitest';
import { startEachTestOn } from '../../test/clock';
import { organization, quoteListItem as quote } from '../../test/fixtures';
import { setUpTestServer } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { serveQuoteReferences } from '../../test/quote-references';
import { renderRoute } from '../../test/render-route';
import { bodyRows } from '../../test/tables';
import QuotePage from './QuotePage';

const server = setUpTestServer();
startEachTestOn('2026-03-15T10:00:00Z');

const QUOTES = [
  quote({}),
  quote({
    quote_id: 2,
    formatted_quote_id: 'DEV-2026-0002',
    invoice_id: 40,
    invoice_status: 'Pending',
  }),
  quote({
    quote_id: 3,
    formatted_quote_id: 'DEV-2026-0003',
    invoice_id: 41,
    invoice_status: 'Validated',
  }),
];

test('[devis] the list shows « Facturé » beside the status of a quote whose invoice is validated', async () => {
  localStorage.setItem('showFinished', 'true');
  serveQuoteReferences(server, {
    organization: organization({}),
    products: [],
    services: [],
    clients: [],
    events: [],
  });
  server.route('GET /api/quote/getQuoteList', (request) =>
    pagedReply(
      QUOTES,
      request,
      (q) => [q.formatted_quote_id],
      () => '',
    ),
  );
  const user = userEvent.setup();
  renderRoute(<QuotePage />, { path: '/quote' });
  await user.click(await screen.findByRole('tab', { name: 'Liste' }));
  await screen.findByText('DEV-2026-0003');
  const rows = bodyRows('Devis');
  const status = (index: number) =>
    within(rows[index]!).getByRole('img').closest('.quote-list__status')?.textContent;
  await waitFor(() => expect(rows).toHaveLength(3));
  expect(status(0)).toBe('');
  expect(status(1)).toBe('Facture à valider');
  expect(status(2)).toBe('Facturé');
});
