// Storecove's REST API v2 as the adapter calls it (docs/decisions.md, "Peppol access point:
// Storecove"): one request helper that sorts every failure into "try again later"
// (TransientTransportError) or a definitive refusal (StorecoveRefusal) whose message is the French
// reason the invoice page shows.
import { TransientTransportError } from './transport.js';

/** What the adapter needs to reach Storecove; built by the caller from the configuration. */
export type StorecoveConnection = {
  /** The API root, e.g. https://api.storecove.com/api/v2 (the sandbox key uses the same host). */
  apiUrl: string;
  apiKey: string;
  /** The longest one call may take, connection and answer included. */
  timeoutMs: number;
  /** Tests and proxies may give their own; the global fetch otherwise. */
  fetch?: typeof fetch;
};

/** A definitive refusal: retrying the same call would be refused again. The message is French. */
export class StorecoveRefusal extends Error {
  override readonly name = 'StorecoveRefusal';
}

export const REFUSAL_PREFIX = 'Refusé par le point d’accès : ';

/**
 * Storecove answers 422 with a list of `{ source, details }` (its ErrorModel): `source` names the
 * field at fault, `details` says why in English. The sources the app can explain get a French
 * sentence; any other is passed on after REFUSAL_PREFIX, so nothing the provider said is lost.
 */
const KNOWN_REFUSALS: {
  test: (error: StorecoveError) => boolean;
  reason: (error: StorecoveError) => string;
}[] = [
  {
    test: (error) => /another (access point|service provider)|elsewhere/i.test(error.details),
    reason: () =>
      'Cet identifiant Peppol est déjà inscrit chez un autre point d’accès : il faut d’abord l’y désinscrire.',
  },
  {
    test: (error) => error.source.startsWith('idempotencyGuid'),
    reason: () =>
      'Storecove a déjà reçu ce document (même clé d’idempotence) : il n’est pas envoyé une seconde fois.',
  },
  {
    test: (error) => error.source.startsWith('legalEntityId'),
    reason: () =>
      'L’organisation n’est pas inscrite chez Storecove : faites l’inscription dans « Facturation électronique ».',
  },
  {
    test: (error) => error.source.startsWith('routing'),
    reason: () => 'Le destinataire est introuvable sur le réseau Peppol.',
  },
  {
    test: (error) => error.source.startsWith('document'),
    reason: (error) =>
      `Le document ne passe pas la validation Peppol de Storecove (${error.details}).`,
  },
  {
    test: (error) => /^(line1|zip|city|country|party_name)$/.test(error.source),
    reason: (error) =>
      `Adresse de l’organisation refusée par Storecove (${error.source} : ${error.details}).`,
  },
];

export type StorecoveError = { source: string; details: string };

/** The French reason of a Storecove refusal (the body of its 4xx answer). */
export function refusalReason(status: number, body: unknown): string {
  if (status === 401 || status === 403) {
    return 'Storecove refuse la clé d’API configurée (STORECOVE_API_KEY) : vérifiez-la.';
  }
  const errors = storecoveErrors(body);
  if (errors.length === 0) return `${REFUSAL_PREFIX}erreur HTTP ${status}.`;
  const reasons = errors.map((error) => {
    const known = KNOWN_REFUSALS.find((entry) => entry.test(error));
    return known ? known.reason(error) : `${REFUSAL_PREFIX}${error.details}`;
  });
  return [...new Set(reasons)].join(' ');
}

function storecoveErrors(body: unknown): StorecoveError[] {
  // The list itself, or (seen on some endpoints) wrapped as { errors: [...] }.
  const list = Array.isArray(body)
    ? body
    : body !== null &&
        typeof body === 'object' &&
        Array.isArray((body as { errors?: unknown }).errors)
      ? (body as { errors: unknown[] }).errors
      : [];
  return list.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const { source, details } = item as { source?: unknown; details?: unknown };
    if (typeof details !== 'string' || details.trim() === '') return [];
    return [{ source: typeof source === 'string' ? source : '', details: details.trim() }];
  });
}

export type StorecoveAnswer = { status: number; body: unknown };

/**
 * One call. 2xx and the statuses in `expected` are answered; a timeout, a connection failure, 429
 * and 5xx throw TransientTransportError; any other 4xx throws StorecoveRefusal.
 */
export async function storecoveCall(
  connection: StorecoveConnection,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  expected: number[] = [],
): Promise<StorecoveAnswer> {
  const doFetch = connection.fetch ?? fetch;
  let status: number;
  let text: string;
  try {
    // One signal for the whole exchange: a server that answers its headers then stalls on the
    // body is cut as surely as one that never answers.
    const response = await doFetch(`${connection.apiUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${connection.apiKey}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'error',
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw unreachable(error);
  }
  if (status === 429 || status >= 500) {
    throw new TransientTransportError(
      status === 429
        ? 'Storecove limite le nombre d’appels (HTTP 429) : nouvel essai plus tard.'
        : `Storecove est indisponible (HTTP ${status}) : nouvel essai plus tard.`,
    );
  }
  const parsed = parseJson(text);
  if ((status >= 200 && status < 300) || expected.includes(status)) return { status, body: parsed };
  throw new StorecoveRefusal(refusalReason(status, parsed));
}

function unreachable(error: unknown): TransientTransportError {
  const timedOut =
    error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new TransientTransportError(
    timedOut
      ? 'Storecove n’a pas répondu à temps : nouvel essai plus tard.'
      : 'Storecove est injoignable : nouvel essai plus tard.',
    { cause: error },
  );
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
