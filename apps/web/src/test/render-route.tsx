import type { Role } from '@app/shared/roles';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { setNavigator } from '../api/client';
import { SessionProvider } from '../session/session';

/** Stands for any screen a page leads to: its heading names the path reached. */
function Destination() {
  const { pathname } = useLocation();
  return <h1>Arrivée sur {pathname}</h1>;
}

/**
 * Renders `routes` at `path` inside a memory router and the session provider; the fetch helper's
 * 401/402 redirects go through the same router, as in the app.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  session: { role?: Role; email?: string } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to));
  const view = render(
    <SessionProvider initialRole={session.role ?? null} initialEmail={session.email ?? null}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, view, pathname: () => router.state.location.pathname };
}

/**
 * Renders one page at `path` (matched by `pattern`); every other path shows a stub whose heading
 * names the path reached. `role` and `email`: the signed-in member's, as verifyToken gave them;
 * without, the role is unknown and the page shows every control.
 */
export function renderRoute(
  element: ReactElement,
  {
    path,
    pattern = path,
    role,
    email,
  }: { path: string; pattern?: string; role?: Role; email?: string },
) {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: '*', element: <Destination /> },
    ],
    path,
    { ...(role ? { role } : {}), ...(email ? { email } : {}) },
  );
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

/** The input of a searchable dropdown (a combobox) by its name. */
export const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
