// Every endpoint declared so far (contract.ts), area by area: the API's role table, the OpenAPI
// document and the route walks of the suites read this list.
import { ACCOUNTING } from './accounting-endpoints.js';
import { CATEGORIES, PRODUCTS, SERVICES } from './catalogue-endpoints.js';
import { CLIENTS } from './clients-endpoints.js';
import { anyone, area, json, sends, type Endpoint } from './contract.js';
import { CREDIT_NOTES } from './credit-notes-endpoints.js';
import { EVENTS } from './events-endpoints.js';
import { INVOICES } from './invoices-endpoints.js';
import { ORGANIZATION, ORGANIZATION_MEMBERS, USERS } from './organization-endpoints.js';
import { PAYMENTS } from './payments-endpoints.js';
import { QUOTES } from './quotes-endpoints.js';
import { SALES } from './sales-endpoints.js';

/** The contract itself, as an OpenAPI 3.1 document generated from these declarations. */
export const CONTRACT = area(
  '/api',
  {
    openapi: {
      method: 'GET',
      summary: 'Ce document : le contrat de l’API au format OpenAPI 3.1.',
      answer: json<Record<string, unknown>>(),
      access: anyone,
      input: sends<Record<string, never>>(),
    },
  },
  { openapi: '/openapi.json' },
);

export const DECLARED_AREAS = [
  CONTRACT,
  CLIENTS,
  PRODUCTS,
  SERVICES,
  CATEGORIES,
  EVENTS,
  SALES,
  ACCOUNTING,
  QUOTES,
  ORGANIZATION_MEMBERS,
  USERS,
  ORGANIZATION,
  INVOICES,
  CREDIT_NOTES,
  PAYMENTS,
] as const;

export const DECLARED_ENDPOINTS: readonly Endpoint[] = DECLARED_AREAS.flatMap(
  (declared) => Object.values(declared) as Endpoint[],
);

/** 'METHOD /path', as the route tables and the suites name a route. */
export const routeKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;
