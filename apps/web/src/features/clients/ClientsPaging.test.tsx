// The clients' pages asked as the keyset pager reads them (issue #34): Suivant and Précédent send
// the cursor of the page on screen's last or first row, a page button only its number.
import type { ClientDto } from '@app/shared/clients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, expect, test } from 'vitest';
import { client } from '../../test/fixtures';
import { setUpTestServer } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { renderRoute } from '../../test/render-route';
import { firstCells } from '../../test/tables';
import { setUpToaster } from '../../test/toasts';
import ClientsPage from './ClientsPage';

const server = setUpTestServer();
setUpToaster();

const CLIENTS: ClientDto[] = Array.from({ length: 60 }, (_, i) =>
  client(i + 1, `Client ${String(i + 1).padStart(2, '0')}`),
);

/** The page its number says, with the cursors of its rows (`c<id>`) when asked. */
beforeEach(() => {
  server.route('GET /api/clients/list', (request) => {
    const reply = pagedReply(CLIENTS, request, (row) => [row.client_name]);
    const body = reply.body as { items: ClientDto[] };
    const ids = body.items.map((row) => `c${row.client_id}`);
    if (request.query.cursors !== '1') return reply;
    return { body: { ...body, first: ids[0], last: ids.at(-1) } };
  });
});

const lastQuery = () =>
  server.requests.filter((request) => request.path === '/api/clients/list').at(-1)!.query;

const onPage = (first: string) => waitFor(() => expect(firstCells()[0]).toBe(first));

test('Suivant sends `after` the last row on screen, Précédent `before` the first; a page button its number alone', async () => {
  renderRoute(<ClientsPage />, { path: '/clients' });
  await onPage('Client 01');
  expect(lastQuery()).toEqual({ page: '1', page_size: '25' });

  // Page 1 was read without its cursors: its Suivant is a page number.
  await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
  await onPage('Client 26');
  expect(lastQuery()).toEqual({ page: '2', page_size: '25', cursors: '1' });

  await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
  await onPage('Client 51');
  expect(lastQuery()).toEqual({ page: '3', page_size: '25', cursors: '1', after: 'c50' });

  await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
  await onPage('Client 26');
  expect(lastQuery()).toEqual({ page: '2', page_size: '25', cursors: '1', before: 'c51' });

  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  await onPage('Client 51');
  expect(lastQuery()).toEqual({ page: '3', page_size: '25', cursors: '1' });

  // A new sort drops the cursors: page 1, as it is first read.
  await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
  await onPage('Client 26');
  await userEvent.click(screen.getByRole('button', { name: /^Nom/ }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', sort: 'client_name' }));
  expect(lastQuery()).not.toHaveProperty('before');
  expect(lastQuery()).not.toHaveProperty('after');
});
