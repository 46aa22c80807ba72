import { render, screen, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { startEachTestOn } from '../../test/clock';
import { PeriodFilter } from './PeriodFilter';
import { initialPeriod } from './period-filter-options';

function Harness() {
  const [period, setPeriod] = useState(() => initialPeriod());
  return (
    <>
      <PeriodFilter value={period} onChange={setPeriod} />
      <output aria-label="Plage appliquée">
        {period.range.start} → {period.range.end}
      </output>
    </>
  );
}

const select = () => screen.getByRole('combobox', { name: 'Période' }) as HTMLSelectElement;
const applied = () => screen.getByLabelText('Plage appliquée').textContent;
const selectedLabel = () => select().selectedOptions[0]?.textContent;

/** A day of the month shown by the calendar (not a greyed day of the next or previous month). */
function day(number: number): HTMLElement {
  const days = [...document.querySelectorAll<HTMLElement>('.rdrDay:not(.rdrDayPassive)')];
  const found = days.find((cell) => cell.textContent === String(number));
  if (!found) throw new Error(`day ${number} not shown`);
  return found;
}

startEachTestOn('2026-03-15T10:00:00Z');

test('the nine options in order, the last 30 days by default', () => {
  render(<Harness />);
  expect([...select().options].map((option) => option.textContent)).toEqual([
    "Aujourd'hui",
    'Hier',
    'Les 7 derniers jours',
    'Les 30 derniers jours',
    'Ce mois-ci',
    'Le mois dernier',
    'Cette année',
    "L'année dernière",
    'Personnalisé',
  ]);
  expect(selectedLabel()).toBe('Les 30 derniers jours');
  expect(applied()).toBe('2026-02-14 → 2026-03-15');
  expect(screen.getByText('Du 14/02/2026 au 15/03/2026')).toBeTruthy();
});

test('the choice is kept under dateFilterOption and restored on the next visit', async () => {
  const user = userEvent.setup();
  const first = render(<Harness />);
  await user.selectOptions(select(), 'Le mois dernier');
  expect(applied()).toBe('2026-02-01 → 2026-02-28');
  expect(localStorage.getItem('dateFilterOption')).toBe('lastMonth');
  first.unmount();

  render(<Harness />);
  expect(selectedLabel()).toBe('Le mois dernier');
  expect(applied()).toBe('2026-02-01 → 2026-02-28');
});

test('Personnalisé: French calendar starting on Monday; a range applies only with both ends; clear', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.selectOptions(select(), 'Personnalisé');
  expect(localStorage.getItem('dateFilterOption')).toBe('custom');
  // The current range stays applied until a new one is complete.
  expect(applied()).toBe('2026-02-14 → 2026-03-15');
  // The calendar is its own chunk (react-date-range): the first import takes a moment.
  const start = await screen.findByLabelText('Date de début', {}, { timeout: 10_000 });
  expect((start as HTMLInputElement).value).toBe('14/02/2026');
  const weekdays = [...document.querySelectorAll('.rdrWeekDay')].map((cell) => cell.textContent);
  expect(weekdays[0]).toMatch(/^lun/);
  expect(document.querySelector('.rdrMonthPicker select option:checked')?.textContent).toBe(
    'février',
  );

  await user.click(day(10));
  expect(applied()).toBe('2026-02-14 → 2026-03-15');
  expect(screen.getByText('Choisissez la date de fin.')).toBeTruthy();
  await user.click(day(20));
  expect(applied()).toBe('2026-02-10 → 2026-02-20');
  expect(screen.getByText('Du 10/02/2026 au 20/02/2026')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Effacer les dates' }));
  const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
  expect([fieldValue('Date de début'), fieldValue('Date de fin')]).toEqual(['', '']);
  expect(applied()).toBe('2026-02-10 → 2026-02-20');

  // Typed dates, for keyboard users: the start alone does nothing, the end applies the range.
  await user.type(screen.getByLabelText('Date de début'), '01/03/2026{Enter}');
  expect(applied()).toBe('2026-02-10 → 2026-02-20');
  await user.type(screen.getByLabelText('Date de fin'), '05/03/2026');
  await user.tab();
  expect(applied()).toBe('2026-03-01 → 2026-03-05');

  const toggle = screen.getByRole('button', { name: 'Masquer le calendrier' });
  await user.click(toggle);
  expect(screen.queryByLabelText('Date de début')).toBeNull();
  expect(within(document.body).getByRole('button', { name: 'Choisir les dates' })).toBeTruthy();
});
