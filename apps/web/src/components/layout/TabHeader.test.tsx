import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { TabHeader } from './TabHeader';

const TABS = [
  { id: 'informations', label: 'Informations' },
  { id: 'demandes', label: 'Demandes' },
  { id: 'ajouter', label: 'Ajouter' },
  { id: 'settings', label: 'Settings' },
] as const;

type TabId = (typeof TABS)[number]['id'];

function Harness() {
  const [active, setActive] = useState<TabId>('informations');
  return (
    <>
      <TabHeader tabs={TABS} activeId={active} onChange={setActive} label="Organisation" />
      <p>Onglet : {active}</p>
    </>
  );
}

const selected = () =>
  screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

test('renders a tablist with one selected tab', () => {
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Organisation' })).toBeTruthy();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Informations',
    'Demandes',
    'Ajouter',
    'Settings',
  ]);
  expect(selected().map((tab) => tab.textContent)).toEqual(['Informations']);
});

test('a click selects a tab', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('tab', { name: 'Demandes' }));
  expect(selected().map((tab) => tab.textContent)).toEqual(['Demandes']);
  expect(screen.getByText('Onglet : demandes')).toBeTruthy();
});

test('arrow keys move between tabs and wrap around', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('tab', { name: 'Informations' }));
  await user.keyboard('{ArrowLeft}');
  expect(selected().map((tab) => tab.textContent)).toEqual(['Settings']);
  expect(document.activeElement?.textContent).toBe('Settings');
  await user.keyboard('{ArrowRight}');
  expect(selected().map((tab) => tab.textContent)).toEqual(['Informations']);
  await user.keyboard('{End}');
  expect(selected().map((tab) => tab.textContent)).toEqual(['Settings']);
});

test('only the selected tab is in the tab order', () => {
  render(<Harness />);
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
});
