import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PlainButton } from './PlainButton';

describe('PlainButton', () => {
  test.each([
    [{ variant: 'secondary' as const }, 'button button--secondary'],
    [{ variant: 'danger' as const, small: true }, 'button button--danger button--sm'],
    [
      { variant: 'ghost' as const, small: true, className: 'extra' },
      'button button--ghost button--sm extra',
    ],
  ])('%o has the classes "%s" and never submits a form', (props, classes) => {
    render(<PlainButton {...props}>Fermer</PlainButton>);
    const button = screen.getByRole('button', { name: 'Fermer' });
    expect(button.className).toBe(classes);
    expect(button.getAttribute('type')).toBe('button');
  });
});
