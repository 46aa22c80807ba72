import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PaymentReference } from './PaymentReference';

test('a structured communication is one unbreakable piece of text', () => {
  render(<PaymentReference reference="+++123/4567/89002+++" />);
  const reference = screen.getByText('+++123/4567/89002+++');
  expect(reference.className).toBe('payment-reference');
});
