import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { setNavigator } from '../api/client';
import { SessionProvider } from '../session/session';

/** Stands for any screen a page leads to: its heading names the path reached. */
function Destination() {
  const { pathname } = useLocation();
  return <h1>Arrivée sur {pathname}</h1>;
}

/**
 * Renders one page at `path` (matched by `pattern`) inside a memory router and the session
 * provider; every other path shows a stub. The fetch helper's 401/402 redirects go through the
 * same router, as in the app.
 */
export function renderRoute(
  element: ReactElement,
  { path, pattern = path }: { path: string; pattern?: string },
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Destination /> },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to) => void router.navigate(to));
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, view, pathname: () => router.state.location.pathname };
}

/** fr-FR number formats use narrow no-break spaces; compare with ordinary spaces. */
export const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

export const jsonBody = (request: { body: string }) => JSON.parse(request.body) as unknown;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control of a field by its label, with or without the required marker '*'. */
export const field = <T extends HTMLElement = HTMLInputElement>(label: string): T =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`), {
    selector: 'input, select, textarea',
  }) as T;
