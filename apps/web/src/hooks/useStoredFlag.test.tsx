import { act, render, screen } from '@testing-library/react';
import userEvent from '../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { useStoredFlag } from './useStoredFlag';

function Flag({ name }: { name: string }) {
  const [on, setOn] = useStoredFlag('showValidated');
  return (
    <label>
      <input type="checkbox" role="switch" checked={on} onChange={(e) => setOn(e.target.checked)} />
      {name}
    </label>
  );
}

describe('useStoredFlag', () => {
  beforeEach(() => localStorage.clear());

  test('starts from local storage and writes each change there', async () => {
    localStorage.setItem('showValidated', 'true');
    const { unmount } = render(<Flag name="A" />);
    expect((screen.getByRole('switch', { name: 'A' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'A' }));
    expect(localStorage.getItem('showValidated')).toBe('false');
    unmount();
    render(<Flag name="B" />);
    expect((screen.getByRole('switch', { name: 'B' }) as HTMLInputElement).checked).toBe(false);
  });

  test('every screen showing the flag follows a change made by another, or by another tab', async () => {
    render(
      <>
        <Flag name="A" />
        <Flag name="B" />
      </>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'A' }));
    expect((screen.getByRole('switch', { name: 'B' }) as HTMLInputElement).checked).toBe(true);

    // Another tab turns it off: this page follows instead of keeping its own copy.
    localStorage.setItem('showValidated', 'false');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'showValidated' }));
    });
    expect((screen.getByRole('switch', { name: 'A' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'B' }) as HTMLInputElement).checked).toBe(false);
  });
});
