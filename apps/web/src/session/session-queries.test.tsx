import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SessionProvider, useSession } from './session';

/** A screen that reads one list through the session's query cache, and how often it asked. */
function Probe({ reads }: { reads: { count: number } }) {
  const session = useSession();
  if (!session.authenticated) {
    return (
      <button type="button" onClick={() => session.setAuthenticated(true)}>
        Connexion
      </button>
    );
  }
  return <List reads={reads} />;
}

function List({ reads }: { reads: { count: number } }) {
  const session = useSession();
  const list = useQuery({
    queryKey: ['clients', 'probe'],
    queryFn: () => {
      reads.count += 1;
      return Promise.resolve(`lecture ${reads.count}`);
    },
    staleTime: Infinity,
  });
  return (
    <>
      <p>{list.data ?? 'Chargement'}</p>
      <button type="button" onClick={() => session.setAuthenticated(false)}>
        Déconnexion
      </button>
    </>
  );
}

describe('the server state of a session', () => {
  test('a sign-out forgets what was read: the next account reads its own lists', async () => {
    const reads = { count: 0 };
    const view = render(
      <SessionProvider initialAuthenticated>
        <Probe reads={reads} />
      </SessionProvider>,
    );
    expect(await screen.findByText('lecture 1')).toBeTruthy();
    // Read again by the same session (another screen, the same list): kept, not asked again.
    view.rerender(
      <SessionProvider initialAuthenticated>
        <Probe reads={reads} />
      </SessionProvider>,
    );
    expect(screen.getByText('lecture 1')).toBeTruthy();
    expect(reads.count).toBe(1);

    await act(async () => screen.getByRole('button', { name: 'Déconnexion' }).click());
    await act(async () => screen.getByRole('button', { name: 'Connexion' }).click());
    expect(await screen.findByText('lecture 2')).toBeTruthy();
    expect(screen.queryByText('lecture 1')).toBeNull();
  });
});
