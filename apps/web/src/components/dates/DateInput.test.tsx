import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { describe, expect, test } from 'vitest';
import { shownValue, TextFieldHarness } from '../../test/text-field-harness';
import { DateInput } from './DateInput';
import { MSG_INVALID_DATE } from './date-input-rules';

const Harness = ({ initial }: { initial?: string }) => (
  <TextFieldHarness field={DateInput} label="Date" initial={initial} resetTo="2026-01-05" />
);

const field = () => screen.getByRole('textbox', { name: /^Date/ }) as HTMLInputElement;
// The calendar is its own chunk (react-date-range): the first import takes a moment.
const findCalendar = async () => {
  const calendar = screen.getByRole('dialog', { name: 'Calendrier' });
  await within(calendar).findByRole('combobox', { name: 'Mois' }, { timeout: 10_000 });
  return calendar;
};
const calendarShown = () => screen.queryByRole('dialog', { name: 'Calendrier' });

/** The empty date field, its calendar opened with its button. */
async function openCalendar() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
  await findCalendar();
  return user;
}

describe('DateInput', () => {
  test('typing dd/mm/yyyy gives yyyy-MM-dd; a value set by the form shows as dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(field().getAttribute('placeholder')).toBe('jj/mm/aaaa');
    expect(field().getAttribute('type')).toBe('text');

    await user.type(field(), '24/11/2026');
    expect(shownValue()).toBe('2026-11-24');

    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(field().value).toBe('05/01/2026');
  });

  test.each([
    ['24-11-2026', '2026-11-24'],
    ['24112026', '2026-11-24'],
    ['2026-11-24', '2026-11-24'],
  ])('pasting %j gives %s and shows dd/mm/yyyy once left', async (pasted, iso) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.paste(pasted);
    expect(shownValue()).toBe(iso);
    await user.tab();
    expect(field().value).toBe('24/11/2026');
  });

  test('text that is no date gives an empty value and, once left, a French message', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-24" />);
    await user.clear(field());
    await user.type(field(), '31/02/2026');
    expect(shownValue()).toBe('vide');
    expect(screen.queryByText(MSG_INVALID_DATE)).toBeNull();

    await user.tab();
    expect(screen.getByText(MSG_INVALID_DATE)).toBeTruthy();
    expect(MSG_INVALID_DATE).toBe('Date invalide : saisissez-la au format jj/mm/aaaa.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().value).toBe('31/02/2026');

    await user.clear(field());
    await user.type(field(), '28/02/2026');
    expect(screen.queryByText(MSG_INVALID_DATE)).toBeNull();
    expect(shownValue()).toBe('2026-02-28');
  });

  test('a date with a time from the server shows as its day', () => {
    render(<DateInput label="Date" value="2026-11-24T00:00:00.000Z" onChange={() => undefined} />);
    expect(field().value).toBe('24/11/2026');
  });

  test('the form’s own message is shown under the field', () => {
    render(<DateInput label="Date" value="" onChange={() => undefined} error="Date requise." />);
    expect(screen.getByText('Date requise.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  test('the calendar starts on Monday, names months in French, and a picked day fills the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-24" />);
    const toggle = screen.getByRole('button', { name: 'Ouvrir le calendrier' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    const calendar = await findCalendar();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const weekDays = [...calendar.querySelectorAll('.rdrWeekDay')].map((day) => day.textContent);
    expect(weekDays).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
    const month = within(calendar).getByRole('combobox', { name: 'Mois' }) as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe('novembre');

    // Days of the shown month (not the greyed days of the months around it).
    const days = [...calendar.querySelectorAll('.rdrDay:not(.rdrDayPassive)')];
    const tenth = days.find((day) => day.textContent === '10')!;
    fireEvent.mouseDown(tenth);
    fireEvent.mouseUp(tenth);

    expect(shownValue()).toBe('2026-11-10');
    expect(field().value).toBe('10/11/2026');
    expect(calendarShown()).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  test('Escape closes the calendar and gives the keyboard back to the field, still typeable', async () => {
    const user = await openCalendar();

    await user.click(field());
    expect(screen.getByRole('dialog', { name: 'Calendrier' })).toBeTruthy();
    await user.type(field(), '01/12/2026');
    expect(shownValue()).toBe('2026-12-01');

    await user.keyboard('{Escape}');
    expect(calendarShown()).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  test('a press outside closes the calendar', async () => {
    const user = await openCalendar();
    await user.click(screen.getByLabelText('Valeur'));
    expect(calendarShown()).toBeNull();
  });
});
