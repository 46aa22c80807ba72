import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from '@playwright/test';
import { MINIMAL_PDF, today } from './inputs.js';

/** Fails with the server's answer when a setup call does not succeed. */
export async function ok<T = Record<string, unknown>>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * A new member of a new organization with the Pro plan (local billing mode), signed in on the
 * page's cookie jar: each test gets its own tenant.
 */
export async function signedInOrganization(request: APIRequestContext, prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await ok(
    await request.post('/api/auth/register', {
      data: {
        name: 'Trésorière',
        email: `${prefix}-${id}@exemple.test`,
        password: 'motdepasse-e2e',
      },
    }),
  );
  await ok(
    await request.post('/api/organization/addOrganization', {
      data: {
        organization_name: `${prefix} ${id}`,
        address: 'Rue du Test 1',
        postal_code: '1000',
        city: 'Bruxelles',
        country: 'BE',
        enterprise_number: '0123456749',
        phone: '+32-21234567',
        email: `org-${prefix}-${id}@exemple.test`,
        vat_number: 'BE0123456749',
        bank_account: 'BE71096123456769',
        is_vat_subject: true,
      },
    }),
  );
  await ok(
    await request.post('/api/stripe/createCheckoutSession', { data: { priceId: 'local_pro' } }),
  );
  return { id };
}

/** A member-to-be: an account with no organization yet, signed in on `request`'s cookie jar. */
export async function registerMember(request: APIRequestContext, id: string) {
  await ok(
    await request.post('/api/auth/register', {
      data: {
        name: `Adhérent ${id}`,
        email: `adherent-${id}@exemple.test`,
        password: 'mdp-e2e-123',
      },
    }),
  );
}

/** An expense of today paid in cash with a PDF receipt; `fields` override the defaults. */
export async function addExpenseWithReceipt(
  request: APIRequestContext,
  fields: Record<string, string> = {},
  fileName = 'ticket.pdf',
) {
  return ok(
    await request.post('/api/accounting/addExpense', {
      multipart: {
        product_name: 'Gobelets',
        price: '80',
        recorded_date: today(),
        payment_method: 'Cash',
        user_id: '-1',
        expense_id: '-1',
        ...fields,
        file: { name: fileName, mimeType: 'application/pdf', buffer: MINIMAL_PDF },
      },
    }),
  );
}
