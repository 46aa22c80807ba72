import { describe, expect, test } from 'vitest';
import { fieldErrorsOfRefusal } from './validation';

const KNOWN = { 'Le lien doit être une adresse web (https://…).': 'link' };

describe('fieldErrorsOfRefusal', () => {
  test.each([
    [
      'Le lien doit être une adresse web (https://…).',
      { link: 'Le lien doit être une adresse web (https://…).' },
    ],
    ['Nombre trop grand (champ price)', { price: 'Nombre trop grand (champ price)' }],
    [
      'Entrée invalide (champ lines.0.quantity)',
      { lines: 'Entrée invalide (champ lines.0.quantity)' },
    ],
    ['Cette opération entre en conflit avec des données existantes.', {}],
    [undefined, {}],
    ['', {}],
  ])('%j → %j', (message, errors) => {
    expect(fieldErrorsOfRefusal(message, KNOWN)).toEqual(errors);
  });
});
