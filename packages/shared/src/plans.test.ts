import { describe, expect, test } from 'vitest';
import {
  PLAN_FEATURES,
  PLAN_FEATURE_LABELS,
  describePlanFeature,
  getPlansResponseSchema,
  MSG_UNKNOWN_PLAN,
  planDtoSchema,
  priceChoiceSchema,
  type PlanDto,
  type PlanFeature,
} from './plans';

const NNBSP = '\u202f';

const starter: PlanDto = {
  plan_id: 1,
  price_id: 'price_starter',
  nom: 'Starter',
  prix: 9.99,
  utilisateurs: 5,
  clients: 100,
  factures: 200,
  devis: 200,
  nombre_produits: 50,
  nombre_services: 20,
  sauvegarde_cloud: false,
  creation_factures_pdf: true,
};

describe('PLAN_FEATURE_LABELS', () => {
  test.each([
    { feature: 'utilisateurs', label: 'utilisateurs' },
    { feature: 'clients', label: 'clients' },
    { feature: 'factures', label: 'factures' },
    { feature: 'devis', label: 'devis' },
    { feature: 'nombre_produits', label: 'produits' },
    { feature: 'nombre_services', label: 'services' },
    { feature: 'sauvegarde_cloud', label: 'Sauvegarde cloud' },
    { feature: 'creation_factures_pdf', label: 'Création de factures PDF' },
  ] satisfies { feature: PlanFeature; label: string }[])(
    '$feature → $label',
    ({ feature, label }) => {
      expect(PLAN_FEATURE_LABELS[feature]).toBe(label);
    },
  );

  test('every feature has a label, in the order of PLAN_FEATURES', () => {
    expect(Object.keys(PLAN_FEATURE_LABELS)).toEqual([...PLAN_FEATURES]);
  });
});

describe('describePlanFeature', () => {
  test.each<{ feature: PlanFeature; value: number | boolean; expected: string }>([
    { feature: 'utilisateurs', value: 5, expected: '5 utilisateurs' },
    { feature: 'utilisateurs', value: 1, expected: '1 utilisateur' },
    { feature: 'clients', value: 0, expected: '0 client' },
    { feature: 'clients', value: 10000, expected: `10${NNBSP}000 clients` },
    { feature: 'factures', value: 200, expected: '200 factures par an' },
    { feature: 'devis', value: 1, expected: '1 devis par an' },
    { feature: 'devis', value: 50, expected: '50 devis par an' },
    { feature: 'nombre_produits', value: 50, expected: '50 produits' },
    { feature: 'nombre_services', value: 1, expected: '1 service' },
    { feature: 'sauvegarde_cloud', value: true, expected: 'Sauvegarde cloud' },
    { feature: 'sauvegarde_cloud', value: false, expected: 'Sauvegarde cloud' },
    { feature: 'creation_factures_pdf', value: true, expected: 'Création de factures PDF' },
  ])('$feature = $value → $expected', ({ feature, value, expected }) => {
    expect(describePlanFeature(feature, value)).toBe(expected);
  });

  test('describes every feature of a plan', () => {
    expect(PLAN_FEATURES.map((feature) => describePlanFeature(feature, starter[feature]))).toEqual([
      '5 utilisateurs',
      '100 clients',
      '200 factures par an',
      '200 devis par an',
      '50 produits',
      '20 services',
      'Sauvegarde cloud',
      'Création de factures PDF',
    ]);
  });
});

describe('plan schemas', () => {
  test.each([
    { billing_mode: 'stripe', plans: [starter] },
    { billing_mode: 'local', plans: [starter, { ...starter, plan_id: 2, prix: 0 }] },
    { billing_mode: 'local', plans: [] },
  ])('accepts a $billing_mode response with $plans.length plan(s)', (body) => {
    expect(getPlansResponseSchema.parse(body)).toEqual(body);
  });

  test.each([
    { label: 'unknown billing mode', body: { billing_mode: 'paypal', plans: [starter] } },
    { label: 'missing plans', body: { billing_mode: 'local' } },
    {
      label: 'price as a string',
      body: { billing_mode: 'local', plans: [{ ...starter, prix: '9.99' }] },
    },
    {
      label: 'fractional limit',
      body: { billing_mode: 'local', plans: [{ ...starter, clients: 1.5 }] },
    },
    {
      label: 'negative limit',
      body: { billing_mode: 'local', plans: [{ ...starter, factures: -1 }] },
    },
    {
      label: 'boolean feature as a number',
      body: { billing_mode: 'local', plans: [{ ...starter, sauvegarde_cloud: 1 }] },
    },
  ])('rejects $label', ({ body }) => {
    expect(getPlansResponseSchema.safeParse(body).success).toBe(false);
  });

  test.each(PLAN_FEATURES)('a plan without %s is rejected', (feature) => {
    const { [feature]: _removed, ...plan } = starter;
    expect(planDtoSchema.safeParse(plan).success).toBe(false);
  });
});

describe('priceChoiceSchema', () => {
  test('keeps a trimmed price id', () => {
    expect(priceChoiceSchema.parse({ priceId: ' price_starter ' })).toEqual({
      priceId: 'price_starter',
    });
  });

  test.each([
    [{}],
    [{ priceId: '' }],
    [{ priceId: '   ' }],
    [{ priceId: 12 }],
    [{ priceId: 'p'.repeat(201) }],
  ])('refuses %j with the unknown-plan message', (fields) => {
    const parsed = priceChoiceSchema.safeParse(fields);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(MSG_UNKNOWN_PLAN);
  });
});
