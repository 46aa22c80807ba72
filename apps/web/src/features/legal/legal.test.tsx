import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '../../test/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, test } from 'vitest';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

function renderPage(element: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/', element: <h1>Accueil</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('Terms of Service state the facts of spec part 1 §9', () => {
  renderPage(<TermsPage />, '/terms-of-uses');
  const text = document.body.textContent ?? '';
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
  expect(text).toContain('Last updated: March 05, 2024');
  expect(text).toContain('at least 18 years old');
  expect(text).toContain('governed by the laws of Belgium');
  expect(text).toContain('courts of Belgium');
  expect(text).toContain(
    'the greater of CHF 1000 or the amounts you paid us for the Service in the six months',
  );
});

test('Terms of Service have a back button to /', async () => {
  const user = userEvent.setup();
  const router = renderPage(<TermsPage />, '/terms-of-uses');
  await user.click(screen.getByRole('button', { name: 'Back to home' }));
  expect(router.state.location.pathname).toBe('/');
});

test('the Privacy Policy states the retention of up to 365 days', () => {
  renderPage(<PrivacyPage />, '/privacy');
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
  expect(document.body.textContent).toContain(
    'Once data is no longer needed for these purposes, we keep it for up to 365 days',
  );
});
