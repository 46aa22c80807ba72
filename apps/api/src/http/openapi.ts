// GET /api/openapi.json: the HTTP contract as an OpenAPI 3.1 document, generated from the endpoints
// declared in @app/shared (contract.ts), so that integrators and accountants' tools read what the
// API does: each route's parameters and body (JSON Schema 2020-12 from the same zod schemas the
// API parses with), its answer, its refusals and the minimal role it takes.
import type { Answer, Endpoint } from '@app/shared/contract';
import { DECLARED_ENDPOINTS } from '@app/shared/endpoints';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

type Schema = OpenAPIV3_1.SchemaObject;

/** The JSON Schema of what a client sends (`input`) or receives (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return rest as Schema;
}

const refusal = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

/** The refusals every declared route may answer, by who may call it. */
function refusals(endpoint: Endpoint): OpenAPIV3_1.ResponsesObject {
  const common = {
    '400': refusal('Données invalides : `message` en français, `field` le champ concerné.'),
    '429': refusal('Trop de requêtes.'),
  };
  if (endpoint.access.kind === 'public') return common;
  const session = { ...common, '403': refusal('Session absente ou expirée.') };
  if (endpoint.access.kind === 'session') return session;
  return {
    ...session,
    '401': refusal('Connecté sans organisation.'),
    '402': {
      description: 'Organisation sans abonnement actif : `{ message: "Payment required" }`.',
    },
    '403': refusal(
      'Session absente ou expirée ; ou rôle insuffisant : `reason: "role"` et un message français.',
    ),
    '404': refusal('Élément introuvable, ou d’une autre organisation (identique).'),
    '409': refusal('Action refusée par l’état des données (limite du plan, document validé…).'),
  };
}

function answerContent(answer: Answer<unknown>): OpenAPIV3_1.MediaTypeObject | undefined {
  if (answer.kind !== 'json') return undefined;
  return answer.schema ? { schema: jsonSchema(answer.schema, 'output') } : {};
}

function success(endpoint: Endpoint): OpenAPIV3_1.ResponsesObject {
  const { answer } = endpoint;
  if (answer.kind === 'file') {
    const content = Object.fromEntries(answer.types.map((type) => [type, {}]));
    return { '200': { description: 'Le fichier, en pièce jointe.', content } };
  }
  const full = answerContent(answer);
  const page = endpoint.page ? answerContent(endpoint.page.answer) : undefined;
  const schema =
    full?.schema && page?.schema ? { oneOf: [full.schema, page.schema] } : full?.schema;
  return {
    [String(answer.status)]: {
      description: endpoint.page ? 'La liste entière ; une page avec `page`.' : 'Réussi.',
      content: { 'application/json': schema ? { schema } : {} },
    },
  };
}

/**
 * The query parameters of a schema (every one optional when `optional`, and those also read from
 * the body `inBody`: either place will do), or its path parameters (`where: 'path'`, required).
 */
function parameters(
  schema: z.ZodType | undefined,
  optional = false,
  inBody: readonly string[] = [],
  where: 'query' | 'path' = 'query',
): OpenAPIV3_1.ParameterObject[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input');
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (!optional && required.includes(name) && !inBody.includes(name)),
    // openapi-types types a parameter's schema with 3.0's schema object; the JSON is 3.1's.
    schema: property as OpenAPIV3_1.ParameterObject['schema'],
  }));
}

function requestBody(endpoint: Endpoint): OpenAPIV3_1.RequestBodyObject | undefined {
  if (!endpoint.body) return undefined;
  const schema = jsonSchema(endpoint.body, 'input');
  const types = endpoint.multipart ? ['multipart/form-data'] : ['application/json'];
  return { required: true, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/** The fields of an endpoint's body, by name. */
function bodyProperties(endpoint: Endpoint): Record<string, unknown> {
  return endpoint.body ? (jsonSchema(endpoint.body, 'input').properties ?? {}) : {};
}

function operation(endpoint: Endpoint): OpenAPIV3_1.OperationObject {
  const { access } = endpoint;
  const body = requestBody(endpoint);
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.base.replace('/api/', '')],
    parameters: [
      ...parameters(endpoint.params, false, [], 'path'),
      ...parameters(endpoint.query, false, Object.keys(bodyProperties(endpoint))),
      ...(endpoint.bodyInQueryToo ? parameters(endpoint.body, true) : []),
      ...parameters(endpoint.page?.query, true),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: { ...success(endpoint), ...refusals(endpoint) },
    security: access.kind === 'public' ? [] : [{ session: [] }],
    ...(access.kind === 'role' ? { 'x-minimal-role': access.role } : {}),
  };
}

/** A path as OpenAPI writes it: Express's `:id` becomes `{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The document, built once per process (the declarations do not change while it runs). */
let built: OpenAPIV3_1.Document | undefined;

export function openApiDocument(): OpenAPIV3_1.Document {
  if (built) return built;
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const endpoint of DECLARED_ENDPOINTS) {
    const path = openApiPath(endpoint.path);
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: operation(endpoint),
    };
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Gestion — API',
      version: '1.0.0',
      description:
        'Devis, ventes, factures et comptabilité. Session : cookie `token` (connexion par ' +
        '`POST /api/auth/login`). Montants en euros, deux décimales au plus.',
    },
    paths,
    components: {
      schemas: {
        Refusal: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { oneOf: [{ const: true }, { type: 'integer' }] },
            message: { type: 'string' },
            field: { type: 'string' },
            reason: { const: 'role' },
          },
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'token' } },
    },
  };
  return built;
}
