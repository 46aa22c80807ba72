// Every endpoint declared so far (contract.ts), area by area: the API's role table, the OpenAPI
// document and the route walks of the suites read this list.
import { ACCOUNTING } from './accounting-endpoints.js';
import { AUTH } from './auth-endpoints.js';
import { BANK } from './bank-endpoints.js';
import { CATEGORIES, PRODUCTS, SERVICES } from './catalogue-endpoints.js';
import { CLIENTS } from './clients-endpoints.js';
import { anyone, area, json, sends, type Endpoint } from './contract.js';
import { CREDIT_NOTES } from './credit-notes-endpoints.js';
import { EVENTS } from './events-endpoints.js';
import { HOME } from './home-endpoints.js';
import { INVOICES } from './invoices-endpoints.js';
import { ORGANIZATION, ORGANIZATION_MEMBERS, USERS } from './organization-endpoints.js';
import { PAYMENTS } from './payments-endpoints.js';
import { PEPPOL } from './peppol-endpoints.js';
import { PURCHASE_INVOICES } from './purchase-invoices-endpoints.js';
import { PEPPOL_REGISTRATION, PEPPOL_SEND, PEPPOL_WEBHOOK } from './peppol-send-endpoints.js';
import { AVAILABILITY, PLANNING } from './planning-endpoints.js';
import { QUOTE_MOVEMENTS, QUOTES } from './quotes-endpoints.js';
import { CLIENT_STATEMENTS, REMINDER_SETTINGS, REMINDERS } from './reminders-endpoints.js';
import { SALES } from './sales-endpoints.js';
import { SUBSCRIPTION } from './subscription-endpoints.js';

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

type None = Record<string, never>;

/** The probes of a load balancer: this process and its database (health), then its release. */
export const HEALTH = area(
  '/api/health',
  {
    health: {
      method: 'GET',
      summary: 'Le processus répond, sa base de données aussi (503 sinon).',
      answer: json<{ status: 'ok'; database: 'up' }>(),
      access: anyone,
      input: sends<None>(),
    },
  },
  { health: '/' },
);

export const READY = area(
  '/api/ready',
  {
    ready: {
      method: 'GET',
      summary:
        'Cette instance peut servir : sa base répond et porte chaque migration de sa version (503 sinon, avec la raison).',
      answer: json<{ status: 'ready' }>(),
      access: anyone,
      input: sends<None>(),
    },
  },
  { ready: '/' },
);

export const DECLARED_AREAS = [
  HEALTH,
  READY,
  AUTH,
  SUBSCRIPTION,
  CONTRACT,
  CLIENTS,
  PRODUCTS,
  SERVICES,
  CATEGORIES,
  EVENTS,
  SALES,
  ACCOUNTING,
  QUOTES,
  QUOTE_MOVEMENTS,
  PLANNING,
  AVAILABILITY,
  ORGANIZATION_MEMBERS,
  USERS,
  ORGANIZATION,
  INVOICES,
  CREDIT_NOTES,
  PAYMENTS,
  BANK,
  HOME,
  REMINDER_SETTINGS,
  REMINDERS,
  CLIENT_STATEMENTS,
  PEPPOL,
  PURCHASE_INVOICES,
  PEPPOL_SEND,
  PEPPOL_WEBHOOK,
  PEPPOL_REGISTRATION,
] as const;

export const DECLARED_ENDPOINTS: readonly Endpoint[] = DECLARED_AREAS.flatMap(
  (declared) => Object.values(declared) as Endpoint[],
);

/** 'METHOD /path', as the route tables and the suites name a route. */
export const routeKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;
