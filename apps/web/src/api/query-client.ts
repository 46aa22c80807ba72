import { QueryClient } from '@tanstack/react-query';

/**
 * A query whose call failed: the fetch helper has already told the user why (toast, redirect),
 * so the screen only shows its « Réessayer ».
 */
export class NotLoaded extends Error {
  constructor() {
    super('not loaded');
    this.name = 'NotLoaded';
  }
}

/** The data a call answered, or NotLoaded thrown: how a query's function ends. */
export function loadedOrThrow<T>(data: T | undefined): T {
  if (data === undefined) throw new NotLoaded();
  return data;
}

/**
 * The server state of one session. No retry (a refused or failed call is toasted once by the
 * fetch helper, and the screen offers « Réessayer »), and no read on window focus (a form open
 * in another tab must not see its list move under it); a mutation invalidates its area's key.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Each area's key: every query of an area starts with it, so that a change in the area
 * invalidates them all (its pages, and the reference lists read from it).
 */
export const AREA_KEYS = {
  clients: ['clients'],
  quotes: ['quotes'],
  sales: ['sales'],
  invoices: ['invoices'],
  accounting: ['accounting'],
  products: ['catalogue', 'products'],
  services: ['catalogue', 'services'],
  categories: ['catalogue', 'categories'],
  events: ['events'],
  planning: ['planning'],
  // What the products left over a period are, beside the quote being written.
  availability: ['availability'],
  profile: ['profile'],
  members: ['organization', 'members'],
  invitations: ['organization', 'invitations'],
  joinRequests: ['organization', 'requests'],
  audit: ['organization', 'audit'],
  // The signed-in person's own invitations and join requests, before they have an organization.
  setup: ['setup'],
  // The plans offered (landing and subscription pages), read once a session.
  plans: ['plans'],
  // Whether Google sign-in is offered: the server's configuration, read once a session.
  authConfig: ['auth', 'config'],
  // The e-mail links confirmed in this session, by token (a mutation's key, not a query's).
  emailConfirmations: ['auth', 'verifyEmail'],
} as const;

/**
 * The lists the forms pick from (useReferenceData), each under its area's key so that a change in
 * the area reads it again; the screens that show one of them whole read the same query.
 */
export const REFERENCE_KEYS = {
  organization: ['organization', 'identity'],
  clients: [...AREA_KEYS.clients, 'all'],
  products: [...AREA_KEYS.products, 'all'],
  services: [...AREA_KEYS.services, 'all'],
  events: [...AREA_KEYS.events, 'list'],
} as const;

/**
 * How long a reference list read once is shown without being read again: a form opened a moment
 * later picks from it at once; a change made in the app invalidates it sooner.
 */
export const REFERENCE_STALE_MS = 30_000;
