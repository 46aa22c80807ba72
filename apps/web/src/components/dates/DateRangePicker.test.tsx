import type { IsoDateRange } from '@app/shared/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { DateRangePicker } from './DateRangePicker';

function Harness() {
  const [range, setRange] = useState<IsoDateRange>({ start: '2026-01-01', end: '2026-03-31' });
  return (
    <>
      <DateRangePicker label="Période" range={range} onChange={setRange} />
      <output aria-label="Plage appliquée">
        {range.start} → {range.end}
      </output>
    </>
  );
}

test('closed at first; typed dates apply once both ends are set; the button hides it again', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'Période' });
  expect(group.textContent).toContain('Du 01/01/2026 au 31/03/2026');
  expect(screen.queryByLabelText('Date de début')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Choisir les dates' }));
  // The calendar is its own chunk (react-date-range): the first import takes a moment.
  const start = await screen.findByLabelText('Date de début', {}, { timeout: 10_000 });
  expect((start as HTMLInputElement).value).toBe('01/01/2026');
  await user.click(screen.getByRole('button', { name: 'Effacer les dates' }));
  await user.type(start, '01/02/2026{Enter}');
  expect(screen.getByLabelText('Plage appliquée').textContent).toBe('2026-01-01 → 2026-03-31');
  await user.type(screen.getByLabelText('Date de fin'), '28/02/2026{Enter}');
  expect(screen.getByLabelText('Plage appliquée').textContent).toBe('2026-02-01 → 2026-02-28');
  expect(group.textContent).toContain('Du 01/02/2026 au 28/02/2026');

  await user.click(screen.getByRole('button', { name: 'Masquer le calendrier' }));
  expect(screen.queryByLabelText('Date de début')).toBeNull();
});
