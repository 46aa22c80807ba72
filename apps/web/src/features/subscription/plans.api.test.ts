import { act } from '@testing-library/react';
import { expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { PLANS } from '../../test/fixtures';
import { INTERNAL_ERROR } from '../../test/http-server';
import { getPlans } from './plans.api';

const { server, toaster } = setUpApiTest();

test('getPlans reads GET /api/stripe/getPlans', async () => {
  server.route('GET /api/stripe/getPlans', { body: PLANS });
  expect(await act(() => getPlans())).toEqual(PLANS);
});

test('getPlans gives undefined on a failure and leaves the message to its caller', async () => {
  server.route('GET /api/stripe/getPlans', INTERNAL_ERROR);
  expect(await act(() => getPlans())).toBeUndefined();
  expect(toaster.toasts()).toEqual([]);
});
