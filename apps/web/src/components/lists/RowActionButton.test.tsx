import { screen } from '@testing-library/react';
import { renderRoute } from '../../test/render-route';
import { expect, test } from 'vitest';
import { RowActionButton, shortActionText } from './RowActionButton';

test.each([
  ['Modifier le devis', 'Modifier'],
  ['Envoyer le devis par e-mail', 'Envoyer'],
  ['Créer la facture du devis', 'Créer'],
  ['Mettre à jour la facture du devis', 'Mettre à jour'],
  ['Télécharger', 'Télécharger'],
])('the word beside the pictogram of « %s » is « %s »', (label, text) => {
  expect(shortActionText(label)).toBe(text);
});

test('a row action keeps its full name for screen readers and shows its word beside the pictogram', () => {
  renderRoute(
    <RowActionButton
      label="Supprimer le devis"
      row="DEV-2026-0001"
      icon="delete"
      onClick={() => {}}
    />,
    { path: '/quote', role: 'owner' },
  );
  const button = screen.getByRole('button', { name: 'Supprimer le devis DEV-2026-0001' });
  expect(button.title).toBe('Supprimer le devis');
  const word = button.querySelector('.icon-action__text');
  expect(word?.textContent).toBe('Supprimer');
  expect(word?.getAttribute('aria-hidden')).toBe('true');
});
