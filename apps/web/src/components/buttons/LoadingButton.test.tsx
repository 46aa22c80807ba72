import { act, render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderToaster } from '../../test/toasts';
import { isExternalHref, LoadingButton, type LoadingButtonProps } from './LoadingButton';

function renderButton(props: Omit<LoadingButtonProps, 'children'>) {
  const router = createMemoryRouter(
    [{ path: '*', element: <LoadingButton {...props}>Enregistrer</LoadingButton> }],
    { initialEntries: ['/accounting'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoadingButton', () => {
  test('while loading, a click shows "Opération en cours" and does not act', async () => {
    const user = userEvent.setup();
    const toaster = renderToaster();
    let clicks = 0;
    renderButton({ loading: true, onClick: () => (clicks += 1) });

    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    await toaster.flush();

    expect(clicks).toBe(0);
    expect(toaster.toasts()).toEqual([{ type: 'error', message: 'Opération en cours' }]);
  });

  test('while loading, a submit button does not submit its form', async () => {
    const user = userEvent.setup();
    renderToaster();
    let submitted = false;
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submitted = true;
            }}
          >
            <LoadingButton type="submit" loading>
              Ajouter la sortie
            </LoadingButton>
          </form>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Ajouter la sortie' }));
    expect(submitted).toBe(false);
  });

  test('not loading: the click handler runs', async () => {
    const user = userEvent.setup();
    let clicks = 0;
    renderButton({ onClick: () => (clicks += 1) });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(clicks).toBe(1);
  });

  test('an internal href navigates inside the app', async () => {
    const user = userEvent.setup();
    const router = renderButton({ href: '/payment/modify' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(router.state.location.pathname).toBe('/payment/modify');
  });

  test.each([
    'https://billing.example.com/portal',
    'http://example.com',
    'mailto:contact@example.com',
  ])('%s opens in a new tab', async (href) => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = renderButton({ href });
    await act(() => user.click(screen.getByRole('button', { name: 'Enregistrer' })));
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/accounting');
  });
});

test.each([
  ['https://a.b', true],
  ['HTTP://A.B', true],
  ['mailto:x@y.z', true],
  ['/quote', false],
  ['payment/create', false],
  ['javascript:alert(1)', false],
  ['ftp://files', false],
])('isExternalHref(%j) = %s', (href, external) => {
  expect(isExternalHref(href)).toBe(external);
});
