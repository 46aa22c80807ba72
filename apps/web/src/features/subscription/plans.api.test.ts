import type { GetPlansResponse } from '@app/shared/plans';
import { act } from '@testing-library/react';
import { expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { plan } from '../../test/fixtures';
import { INTERNAL_ERROR } from '../../test/http-server';
import { getPlans } from './plans.api';

const { server, toaster } = setUpApiTest();

const PLANS: GetPlansResponse = {
  billing_mode: 'local',
  plans: [
    plan(1, 'Essentiel', {
      price_id: 'price_basic',
      prix: 19,
      utilisateurs: 3,
      clients: 100,
      factures: 200,
      devis: 200,
    }),
  ],
};

test('getPlans reads GET /api/stripe/getPlans', async () => {
  server.route('GET /api/stripe/getPlans', { body: PLANS });
  expect(await act(() => getPlans())).toEqual(PLANS);
});

test('getPlans gives undefined on a failure and leaves the message to its caller', async () => {
  server.route('GET /api/stripe/getPlans', INTERNAL_ERROR);
  expect(await act(() => getPlans())).toBeUndefined();
  expect(toaster.toasts()).toEqual([]);
});
