import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  createStorecoveTransport,
  legalEntitiesInMemory,
  type StorecoveOptions,
} from '../../src/modules/peppol/storecove.js';
import type { OrganizationIdentity, PeppolTransport } from '../../src/modules/peppol/transport.js';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
} from '../../src/modules/peppol/storecove-webhook.js';
import { listenOnLoopback } from './loopback-server.js';

/** The API key the imitation accepts (`Authorization: Bearer …`). */
export const STORECOVE_TEST_KEY = 'storecove-test-key';
export const STORECOVE_TEST_WEBHOOK_SECRET = 'storecove-webhook-secret';

/**
 * The least UBL that names its parties as Peppol does: the supplier's and the customer's
 * `cbc:EndpointID`, each `<scheme>:<id>`.
 */
export function testUbl(
  supplier: string,
  customer: string,
  root: 'Invoice' | 'CreditNote' = 'Invoice',
): string {
  const endpoint = (participant: string) => {
    const [scheme, id] = participant.split(':');
    return `<cac:Party><cbc:EndpointID schemeID="${scheme}">${id}</cbc:EndpointID></cac:Party>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>F-2026-0042</cbc:ID>
  <cac:AccountingSupplierParty>${endpoint(supplier)}</cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>${endpoint(customer)}</cac:AccountingCustomerParty>
</${root}>`;
}

/** An organization as the app would register it: Belgian, with its address. */
export const TEST_ORGANIZATION: OrganizationIdentity = {
  participant: '0208:0123456749',
  name: 'Atelier Dupont SRL',
  country: 'BE',
  address: { line1: 'Rue de la Loi 16', zip: '1000', city: 'Bruxelles' },
};

/** The adapter talking to `imitation` with its key, its own memory of legal entities. */
export function imitatedTransport(
  imitation: StorecoveImitation,
  overrides: Partial<StorecoveOptions> = {},
): PeppolTransport {
  return createStorecoveTransport({
    apiUrl: imitation.url,
    apiKey: STORECOVE_TEST_KEY,
    webhookSecret: STORECOVE_TEST_WEBHOOK_SECRET,
    timeoutMs: 2_000,
    legalEntities: legalEntitiesInMemory(),
    ...overrides,
  });
}

export type StorecoveRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
};

/** The endpoints a failure can be scripted on. */
export type StorecoveRoute = 'submission' | 'evidence' | 'legalEntity' | 'peppolIdentifier';

/**
 * The next answer of a route instead of the normal one: a refusal with Storecove's ErrorModel list
 * (422), a bare status (500, 429…), no answer at all (for the caller's timeout), or the call done
 * but its answer lost (`hangAfterDoing`: Storecove took the document, the caller never hears).
 */
export type StorecoveFailure =
  | { reject: { source: string; details: string }[] }
  | { status: number }
  | { hang: true }
  | { hangAfterDoing: true };

export type ImitatedSubmission = {
  guid: string;
  legalEntityId: number;
  idempotencyGuid: string | undefined;
  receiver: { scheme: string; id: string };
  /** The UBL as submitted (decoded from base64). */
  xml: string;
  /** Set by tests: the receiving access point acknowledged it (the evidence exists). */
  delivered: boolean;
};

export type StorecoveImitation = {
  /** The API root, as STORECOVE_API_URL would name Storecove's. */
  url: string;
  requests: StorecoveRequest[];
  submissions: Map<string, ImitatedSubmission>;
  legalEntities: Map<number, { body: Record<string, unknown>; identifiers: unknown[] }>;
  /** Scripts the next answers of a route, in order. */
  fail: (route: StorecoveRoute, ...failures: StorecoveFailure[]) => void;
  close: () => Promise<void>;
};

const ROUTES: { route: StorecoveRoute; method: string; pattern: RegExp }[] = [
  { route: 'submission', method: 'POST', pattern: /^\/document_submissions$/ },
  {
    route: 'evidence',
    method: 'GET',
    pattern: /^\/document_submissions\/([^/]+)\/evidence\/sending$/,
  },
  { route: 'legalEntity', method: 'POST', pattern: /^\/legal_entities$/ },
  {
    route: 'peppolIdentifier',
    method: 'POST',
    pattern: /^\/legal_entities\/(\d+)\/peppol_identifiers$/,
  },
];

type Json = Record<string, unknown>;
type Answer = { status: number; body?: unknown };

/**
 * Storecove's API v2 as its reference describes the calls the adapter makes, on loopback: Bearer
 * key checked, JSON in and out, 422 with a list of `{ source, details }`, an idempotencyGuid seen
 * before answered with the first submission's guid, the sending evidence 404 until delivery.
 */
export async function startStorecoveImitation(): Promise<StorecoveImitation> {
  const scripted = new Map<StorecoveRoute, StorecoveFailure[]>();
  const byIdempotency = new Map<string, string>();
  let nextLegalEntity = 1000;
  const imitation: StorecoveImitation = {
    url: '',
    requests: [],
    submissions: new Map(),
    legalEntities: new Map(),
    fail: (route, ...failures) =>
      scripted.set(route, [...(scripted.get(route) ?? []), ...failures]),
    close: async () => undefined,
  };

  const submit = (body: Json): Answer => {
    const key = typeof body.idempotencyGuid === 'string' ? body.idempotencyGuid : undefined;
    const first = key === undefined ? undefined : byIdempotency.get(key);
    if (first) return { status: 200, body: { guid: first } };
    const legalEntityId = Number(body.legalEntityId);
    if (!imitation.legalEntities.has(legalEntityId)) {
      return { status: 422, body: [{ source: 'legalEntityId', details: 'LegalEntity not found' }] };
    }
    const document = (body.document ?? {}) as Json;
    const raw = (document.rawDocumentData ?? {}) as Json;
    const routing = (body.routing ?? {}) as { eIdentifiers?: { scheme: string; id: string }[] };
    const receiver = routing.eIdentifiers?.[0];
    if (!receiver) return { status: 422, body: [{ source: 'routing', details: 'No route' }] };
    if (document.documentType !== 'invoice' || typeof raw.document !== 'string') {
      return { status: 422, body: [{ source: 'document', details: 'Invalid document' }] };
    }
    const guid = randomUUID();
    if (key) byIdempotency.set(key, guid);
    imitation.submissions.set(guid, {
      guid,
      legalEntityId,
      idempotencyGuid: key,
      receiver,
      xml: Buffer.from(raw.document, 'base64').toString('utf8'),
      delivered: false,
    });
    return { status: 200, body: { guid } };
  };

  const evidence = (guid: string): Answer => {
    const submission = imitation.submissions.get(guid);
    if (!submission?.delivered) return { status: 404 };
    return {
      status: 200,
      body: {
        guid,
        network: 'peppol',
        receiver: `${submission.receiver.scheme}:${submission.receiver.id}`,
        evidence: { message_id: `${guid}@imitation` },
        documents: [],
      },
    };
  };

  const createLegalEntity = (body: Json): Answer => {
    const missing = ['party_name', 'line1', 'zip', 'city', 'country'].filter(
      (field) => typeof body[field] !== 'string' || (body[field] as string).length < 2,
    );
    if (missing.length > 0) {
      return { status: 422, body: missing.map((source) => ({ source, details: 'is too short' })) };
    }
    const id = ++nextLegalEntity;
    imitation.legalEntities.set(id, { body, identifiers: [] });
    return { status: 200, body: { id, ...body } };
  };

  const addIdentifier = (legalEntityId: number, body: Json): Answer => {
    const entity = imitation.legalEntities.get(legalEntityId);
    if (!entity) return { status: 404 };
    entity.identifiers.push(body);
    return { status: 200, body };
  };

  const answer = (method: string, path: string, body: Json): Answer | 'hang' => {
    for (const { route, method: expected, pattern } of ROUTES) {
      const match = pattern.exec(path);
      if (!match || method !== expected) continue;
      const failure = scripted.get(route)?.shift();
      if (failure && 'hang' in failure) return 'hang';
      if (failure && 'reject' in failure) return { status: 422, body: failure.reject };
      if (failure && 'status' in failure) {
        return { status: failure.status, body: { message: 'scripted failure' } };
      }
      const done =
        route === 'submission'
          ? submit(body)
          : route === 'evidence'
            ? evidence(decodeURIComponent(match[1]!))
            : route === 'legalEntity'
              ? createLegalEntity(body)
              : addIdentifier(Number(match[1]), body);
      return failure ? 'hang' : done;
    }
    return { status: 404 };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!.replace(/^\/api\/v2/, '');
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text === '' ? {} : JSON.parse(text)) as Json;
      const authorization = req.headers.authorization;
      imitation.requests.push({ method: req.method ?? 'GET', path, authorization, body });
      const reply = (status: number, payload?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      if (authorization !== `Bearer ${STORECOVE_TEST_KEY}`) return reply(401);
      const result = answer(req.method ?? 'GET', path, body);
      if (result === 'hang') return; // the connection stays open until the caller gives up
      reply(result.status, result.body);
    });
  });
  const listening = await listenOnLoopback(server);
  imitation.url = `${listening.url}/api/v2`;
  imitation.close = listening.close;
  return imitation;
}

/**
 * A webhook call carrying `event` as the installation's endpoint expects it: the JSON body and
 * the timestamp and HMAC signature headers (`timestamp` in Unix seconds, default now).
 */
export function signStorecoveWebhook(
  event: unknown,
  secret: string = STORECOVE_TEST_WEBHOOK_SECRET,
  timestamp: number = Math.floor(Date.now() / 1000),
): { body: Buffer; headers: Record<string, string> } {
  const body = Buffer.from(JSON.stringify(event), 'utf8');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
    },
  };
}
