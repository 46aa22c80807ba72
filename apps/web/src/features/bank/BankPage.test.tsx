import {
  MSG_BANK_LINE_IGNORED,
  MSG_BANK_LINE_MATCHED,
  MSG_BANK_LINE_NOT_UNMATCHED,
  MSG_BANK_LINE_RESTORED,
  MSG_BANK_LINE_UNMATCHED,
  type BankLineDto,
  type BankLineStatus,
} from '@app/shared/bank';
import { BANK, type ImportedStatement } from '@app/shared/bank-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { failure, type RecordedRequest, type Reply } from '../../test/http-server';
import { jsonBody, plain, renderRoute } from '../../test/render-route';
import userEvent from '../../test/user-event';
import { bankSortieState } from '../accounting/accounting.api';
import BankPage from './BankPage';

const { server, toaster } = setUpApiTest();

const LIST = `GET ${BANK.listBankLines.path}`;
const IMPORT = `POST ${BANK.importStatement.path}`;

function line(id: number, changes: Partial<BankLineDto> = {}): BankLineDto {
  return {
    line_id: id,
    statement_id: 1,
    booking_date: '2026-03-05',
    value_date: '2026-03-05',
    amount: 121,
    structured_reference: null,
    free_text: `Virement ${id}`,
    counterparty_name: `Client ${id}`,
    counterparty_iban: 'BE68539007547034',
    status: 'unmatched',
    flag: null,
    invoice: null,
    payment_id: null,
    expense_id: null,
    suggestions: [],
    expense_draft: null,
    ...changes,
  };
}

const suggestion = (invoiceId: number, exact: boolean) => ({
  invoice_id: invoiceId,
  invoice_number: `FAC-2026-000${invoiceId}`,
  client_name: `Client ${invoiceId}`,
  client_id: invoiceId,
  amount_due: 121,
  due_date: '2026-04-01',
  exact,
});

/** The API's lines, by status, moved as the review endpoints say. */
function bankApi(initial: BankLineDto[]) {
  const lines = new Map(initial.map((l) => [l.line_id, l]));
  const counts = () => {
    const all = [...lines.values()];
    const count = (status: BankLineStatus) => all.filter((l) => l.status === status).length;
    return { unmatched: count('unmatched'), matched: count('matched'), ignored: count('ignored') };
  };
  server.route(LIST, (request) => {
    const status = request.query.status ?? 'unmatched';
    const items = [...lines.values()].filter((l) => l.status === status);
    return { body: { items, total: items.length, page: 1, page_size: 25, counts: counts() } };
  });
  const move =
    (status: BankLineStatus, message: string, refuse?: (request: RecordedRequest) => boolean) =>
    (request: RecordedRequest): Reply => {
      if (refuse?.(request)) return failure(409, MSG_BANK_LINE_NOT_UNMATCHED);
      const id = Number(request.query.line_id);
      const changed = { ...lines.get(id)!, status, suggestions: [] };
      lines.set(id, changed);
      return { body: { message, line: changed } };
    };
  return { lines, move };
}

const list = (name: RegExp) => screen.findByRole('list', { name });
const statusButton = (name: RegExp) => screen.getByRole('button', { name });

describe('import', () => {
  const STATEMENT: ImportedStatement = {
    statement_id: 4,
    format: 'coda',
    account_iban: 'BE71096123456769',
    from: '2026-03-04',
    until: '2026-03-05',
    opening_balance: 1000,
    closing_balance: 1121,
    lines: 3,
    matched: 1,
    duplicates: 2,
  };

  test('sends the file as `file` and shows the statement summary; the lines are read again', async () => {
    bankApi([]);
    server.route(IMPORT, { status: 201, body: { statement: STATEMENT } });
    renderRoute(<BankPage />, { path: '/bank' });
    expect(await screen.findByText(/Aucune ligne à traiter/)).toBeTruthy();
    const reads = server.requests.filter((r) => r.path === '/api/bank/lines').length;

    const file = new File(['0000005032672505'], 'releve.cod', { type: 'text/plain' });
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Importer un relevé (CODA ou camt.053)'), file);

    const summary = await screen.findByRole('status', { name: 'Relevé importé' });
    const upload = server.requests.find((r) => r.method === 'POST')!;
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload.body).toContain('name="file"; filename="releve.cod"');
    expect(plain(summary.textContent)).toContain('BE71096123456769');
    expect(plain(summary.textContent)).toContain('du 04/03/2026 au 05/03/2026');
    expect(plain(summary.textContent)).toContain('Solde initial1 000,00 €');
    expect(plain(summary.textContent)).toContain('Solde final1 121,00 €');
    expect(plain(summary.textContent)).toContain('Lignes importées3');
    expect(plain(summary.textContent)).toContain('Rapprochées automatiquement1');
    expect(plain(summary.textContent)).toContain('Déjà importées2');
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path === '/api/bank/lines').length).toBe(reads + 1),
    );
  });

  test('a refusal is shown in French as the API says it, not toasted, and can be sent again', async () => {
    bankApi([]);
    const refusal = 'Ce relevé est celui du compte BE00…, pas de celui de l’organisation.';
    server.route(IMPORT, failure(409, refusal));
    renderRoute(<BankPage />, { path: '/bank' });
    const file = new File(['x'], 'autre.cod', { type: 'text/plain' });
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Importer un relevé (CODA ou camt.053)'), file);
    expect((await screen.findByRole('alert')).textContent).toBe(`autre.cod : ${refusal}`);
    expect(toaster.toasts()).toEqual([]);

    server.route(IMPORT, { status: 201, body: { statement: STATEMENT } });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer avec autre.cod' }));
    expect(await screen.findByRole('status', { name: 'Relevé importé' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('lines', () => {
  test('an empty list says so, with the counts of each status', async () => {
    bankApi([line(1, { status: 'ignored' })]);
    renderRoute(<BankPage />, { path: '/bank' });
    expect(await screen.findByText(/Aucune ligne à traiter/)).toBeTruthy();
    expect(statusButton(/^À traiter \(0\)$/).getAttribute('aria-pressed')).toBe('true');
    expect(statusButton(/^Rapprochées \(0\)$/)).toBeTruthy();
    await userEvent.click(statusButton(/^Ignorées \(1\)$/));
    const lines = await list(/Lignes ignorées/);
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
  });

  test('a line shows its date, counterparty, IBAN, communication, signed amount and flag', async () => {
    bankApi([
      line(1, { structured_reference: '+++090/9337/55493+++', flag: 'overpaid', amount: 150 }),
      line(2, { amount: -80.5, counterparty_name: 'Fournisseur' }),
    ]);
    renderRoute(<BankPage />, { path: '/bank' });
    const [credit, debit] = within(await list(/Lignes à traiter/)).getAllByRole('listitem');
    expect(plain(credit!.textContent)).toContain('05/03/2026');
    expect(plain(credit!.textContent)).toContain('Client 1BE68539007547034');
    expect(plain(credit!.textContent)).toContain('+++090/9337/55493+++');
    expect(plain(credit!.textContent)).toContain('+150,00 €');
    expect(plain(credit!.textContent)).toContain('Trop-perçu');
    expect(plain(debit!.textContent)).toContain('−80,50 €');
    expect(within(debit!).getByText(/−80,50/).className).toContain('is-debit');
  });

  test('a suggestion links its invoice and Confirmer matches it; list and counts are read again', async () => {
    const api = bankApi([line(1, { suggestions: [suggestion(7, false), suggestion(8, false)] })]);
    server.route('PUT /api/bank/lines/match', api.move('matched', MSG_BANK_LINE_MATCHED));
    renderRoute(<BankPage />, { path: '/bank' });
    const suggestions = await screen.findByRole('list', { name: /Factures suggérées/ });
    const first = within(suggestions).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'FAC-2026-0007' }).getAttribute('href')).toBe(
      '/invoice/7',
    );
    expect(plain(first.textContent)).toContain('Client 7 · reste 121,00 € · échéance 01/04/2026');

    await userEvent.click(within(first).getByRole('button', { name: /Confirmer/ }));
    await toaster.waitForToast('success', MSG_BANK_LINE_MATCHED);
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(put.query).toEqual({ line_id: '1' });
    expect(jsonBody(put)).toEqual({ invoice_id: 7 });
    expect(await screen.findByText(/Aucune ligne à traiter/)).toBeTruthy();
    expect(statusButton(/^Rapprochées \(1\)$/)).toBeTruthy();
  });

  test('bulk confirm matches each exact suggestion in turn and stops on the first refusal', async () => {
    const api = bankApi([
      line(1, { suggestions: [suggestion(7, true)] }),
      line(2, { suggestions: [suggestion(8, false)] }),
      line(3, { suggestions: [suggestion(9, true)] }),
      line(4, { suggestions: [suggestion(6, true)] }),
    ]);
    server.route(
      'PUT /api/bank/lines/match',
      api.move('matched', MSG_BANK_LINE_MATCHED, (r) => r.query.line_id === '3'),
    );
    renderRoute(<BankPage />, { path: '/bank' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirmer les correspondances exactes (3)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Arrêt sur la facture FAC-2026-0009 : 1 correspondance(s) confirmée(s) sur 3.',
    );
    await toaster.waitForToast('error', MSG_BANK_LINE_NOT_UNMATCHED);
    const puts = server.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.query.line_id, jsonBody(r)])).toEqual([
      ['1', { invoice_id: 7 }],
      ['3', { invoice_id: 9 }],
    ]);
    await waitFor(() => expect(statusButton(/^Rapprochées \(1\)$/)).toBeTruthy());
  });

  test('undo asks first, then deletes the payment; the line is to review again', async () => {
    const matched = line(1, {
      status: 'matched',
      payment_id: 5,
      invoice: { invoice_id: 7, invoice_number: 'FAC-2026-0007', client_name: 'Client 7' },
    });
    const api = bankApi([matched]);
    server.route('DELETE /api/bank/lines/match', api.move('unmatched', MSG_BANK_LINE_UNMATCHED));
    renderRoute(<BankPage />, { path: '/bank' });
    await userEvent.click(await screen.findByRole('button', { name: /^Rapprochées \(1\)$/ }));
    const card = within(await list(/Lignes rapprochées/)).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'FAC-2026-0007' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /Annuler le rapprochement/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler le rapprochement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: /Annuler le rapprochement/ }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Annuler le rapprochement',
      }),
    );
    await toaster.waitForToast('success', MSG_BANK_LINE_UNMATCHED);
    expect(server.requests.find((r) => r.method === 'DELETE')!.query).toEqual({ line_id: '1' });
    expect(await screen.findByText('Aucune ligne rapprochée pour le moment.')).toBeTruthy();
    expect(statusButton(/^À traiter \(1\)$/)).toBeTruthy();
  });

  test('Ignorer sets a line aside, Remettre à traiter brings it back', async () => {
    const api = bankApi([line(1)]);
    server.route('PUT /api/bank/lines/ignore', api.move('ignored', MSG_BANK_LINE_IGNORED));
    server.route('DELETE /api/bank/lines/ignore', api.move('unmatched', MSG_BANK_LINE_RESTORED));
    renderRoute(<BankPage />, { path: '/bank' });
    await userEvent.click(await screen.findByRole('button', { name: /^Ignorer : Client 1/ }));
    await toaster.waitForToast('success', MSG_BANK_LINE_IGNORED);
    await userEvent.click(await screen.findByRole('button', { name: /^Ignorées \(1\)$/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Remettre à traiter/ }));
    await toaster.waitForToast('success', MSG_BANK_LINE_RESTORED);
    expect(await screen.findByText('Aucune ligne ignorée.')).toBeTruthy();
    expect(statusButton(/^À traiter \(1\)$/)).toBeTruthy();
  });

  test('Ajouter en sortie opens Ajouter › Sortie with the line’s draft in the router state', async () => {
    bankApi([
      line(2, {
        amount: -80.5,
        expense_draft: {
          product_name: 'Fournisseur',
          price: 80.5,
          recorded_date: '2026-03-05',
          payment_method: 'Virement',
        },
      }),
    ]);
    const { router } = renderRoute(<BankPage />, { path: '/bank' });
    await userEvent.click(await screen.findByRole('button', { name: /^Ajouter en sortie/ }));
    expect(router.state.location.pathname).toBe('/accounting');
    expect(router.state.location.state).toEqual(
      bankSortieState({
        bank_line_id: 2,
        product_name: 'Fournisseur',
        price: 80.5,
        recorded_date: '2026-03-05',
        payment_method: 'Virement',
      }),
    );
  });
});
