import type { QuoteListItem } from '@app/shared/quotes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { quoteListItem } from '../../test/fixtures';
import { setUpTestServer } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { renderRoute } from '../../test/render-route';
import { HIDDEN_QUOTES, showHiddenFromNotice } from '../../test/hidden-notice';
import { bodyRows } from '../../test/tables';
import { QuoteList } from './QuoteList';

const server = setUpTestServer();

const QUOTES: QuoteListItem[] = [
  quoteListItem({ quote_id: 1, formatted_quote_id: 'DEV-2026-0001' }),
  quoteListItem({ quote_id: 2, formatted_quote_id: 'DEV-2026-0002', invoice_status: 'Validated' }),
];

beforeEach(() => {
  localStorage.clear();
  server.route('GET /api/quote/getQuoteList', (request) =>
    pagedReply(
      request.query.show_finished === 'false'
        ? QUOTES.filter((quote) => quote.invoice_status !== 'Validated')
        : QUOTES,
      request,
      (quote) => [quote.formatted_quote_id],
    ),
  );
});

const ids = () =>
  bodyRows(screen.getByRole('table')).map(
    (row) => within(row).getAllByRole('cell')[0]!.textContent,
  );

test('finished quotes hidden: a line says so, and its button turns the remembered switch on', async () => {
  renderRoute(<QuoteList onOpen={() => undefined} />, { path: '/quote' });
  await waitFor(() => expect(ids()).toEqual(['DEV-2026-0001']));
  expect(screen.getByText('Les devis terminés sont masqués.')).toBeTruthy();

  await showHiddenFromNotice(HIDDEN_QUOTES, ids, ['DEV-2026-0001', 'DEV-2026-0002']);
});
