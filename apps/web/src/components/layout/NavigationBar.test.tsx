import { render, screen, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, test } from 'vitest';
import { NavigationBar } from './NavigationBar';

function renderAt(path: string, onLogout: () => void = () => undefined) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NavigationBar onLogout={onLogout} />
            <p>Page actuelle</p>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const burger = () => screen.getByRole('button', { name: 'Ouvrir le menu' });

test('lists the entries of the spec in order, brand first and logout last', () => {
  renderAt('/quote');
  const links = within(nav()).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Gestion Asso', '/'],
    ['Accueil', '/'],
    ['Devis', '/quote'],
    ['Planning', '/planning'],
    ['Ventes', '/sales'],
    ['Factures', '/invoices'],
    ['Relances', '/reminders'],
    ['Compta', '/accounting'],
    ['Banque', '/bank'],
    ['Factures reçues', '/received'],
    ['Catalogue', '/catalogue'],
    ['Clients', '/clients'],
    ['Événements', '/events'],
    ['Organisation', '/organization'],
    ['Mon profil', '/profil'],
  ]);
  const buttons = within(nav()).getAllByRole('button');
  expect(buttons.at(-1)?.textContent).toBe('Déconnexion');
});

test('home is active only on an exact match; other links on a prefix match', () => {
  renderAt('/quote/42');
  const active = within(nav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
  expect(active).toEqual(['Devis']);
});

test('home link is active on /', () => {
  renderAt('/');
  expect(screen.getByRole('link', { name: 'Gestion Asso' }).getAttribute('aria-current')).toBe(
    'page',
  );
});

test('the burger toggles the menu, which closes when a link is clicked', async () => {
  const user = userEvent.setup();
  const router = renderAt('/quote');
  expect(burger().getAttribute('aria-expanded')).toBe('false');

  await user.click(burger());
  expect(burger().getAttribute('aria-expanded')).toBe('true');
  expect(nav().classList.contains('is-open')).toBe(true);

  await user.click(screen.getByRole('link', { name: 'Factures' }));
  expect(router.state.location.pathname).toBe('/invoices');
  expect(burger().getAttribute('aria-expanded')).toBe('false');
  expect(nav().classList.contains('is-open')).toBe(false);
});

test('Escape closes the open menu', async () => {
  const user = userEvent.setup();
  renderAt('/quote');
  await user.click(burger());
  await user.keyboard('{Escape}');
  expect(burger().getAttribute('aria-expanded')).toBe('false');
});

test('Déconnexion calls the logout action', async () => {
  const user = userEvent.setup();
  let calls = 0;
  renderAt('/quote', () => {
    calls += 1;
  });
  await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
  expect(calls).toBe(1);
});
