// The table from route to minimal role, walked: every declared route is classified,
// and a viewer, a member and an admin of one organization are each let through or refused with
// the route's French message exactly as the table says.
import { ROLE_REFUSAL_REASON, roleAtLeast, roleRefusalMessage, type Role } from '@app/shared/roles';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUTE_ROLES, ROUTES_WITHOUT_ORGANIZATION } from '../src/modules/auth/route-roles.js';
import { createTestContext, type TestContext } from './support/app.js';
import { createOrganization, createUser } from './support/factories.js';
import { asApp } from './support/http.js';
import {
  DECLARED_MULTIPART_ROUTES,
  DECLARED_ROUTES,
  multipartRoutes,
  registeredRoutes,
  requestRoute,
} from './support/routes.js';
import { signIn } from './support/session.js';

let ctx: TestContext;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const { organization_id } = await createOrganization(ctx.db);
  for (const role of ['owner', 'admin', 'member', 'viewer'] as const) {
    cookies[role] = await signIn(ctx.app, await createUser(ctx.db, { organization_id, role }));
  }
});
afterAll(() => ctx.close());

/** A route's path with its parameters filled ('/api/quote/departure/:id' → …/2147483000). */
const concrete = (route: string) =>
  route.replace(':fileType', 'logo_image').replace(/:[a-zA-Z]+/g, '2147483000');

const call = (route: string, role: Role) =>
  asApp(requestRoute(ctx.app, concrete(route))).set('Cookie', cookies[role]);

// Leaving would end the walk for the one who leaves: it is walked last, on its own.
const LEAVE = 'PUT /api/organization/leave';

describe('the role table', () => {
  test('the app registers exactly the declared endpoints, multipart ones included', () => {
    // The one walk of Express's router stack: every other suite walks the declarations.
    expect(registeredRoutes(ctx.app)).toEqual(DECLARED_ROUTES);
    expect(multipartRoutes(ctx.app)).toEqual(DECLARED_MULTIPART_ROUTES);
  });

  test('classifies every declared route once, and names no route that is not declared', () => {
    const routes = DECLARED_ROUTES;
    const withRole = Object.keys(ROUTE_ROLES);
    expect(
      routes.filter((r) => !(r in ROUTE_ROLES) && !ROUTES_WITHOUT_ORGANIZATION.includes(r)),
    ).toEqual([]);
    expect(withRole.filter((r) => ROUTES_WITHOUT_ORGANIZATION.includes(r))).toEqual([]);
    expect(
      [...withRole, ...ROUTES_WITHOUT_ORGANIZATION].filter((r) => !routes.includes(r)),
    ).toEqual([]);
  });

  test.each(['viewer', 'member', 'admin'] as const)(
    'a %s is let through or refused on every route exactly as the table says',
    async (role) => {
      const wrong: string[] = [];
      for (const [route, [minimal, action]] of Object.entries(ROUTE_ROLES)) {
        if (route === LEAVE) continue;
        const res = await call(route, role);
        const refused = res.status === 403 && res.body.reason === ROLE_REFUSAL_REASON;
        if (roleAtLeast(role, minimal)) {
          if (res.status === 403 || res.status >= 500) wrong.push(`${route}: ${res.status}`);
        } else if (
          !refused ||
          JSON.stringify(res.body) !==
            JSON.stringify({
              error: true,
              reason: 'role',
              message: roleRefusalMessage(role, action),
            })
        ) {
          wrong.push(`${route}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  test('the issue’s example, word for word', async () => {
    const res = await call('POST /api/organization/updateOrganization', 'member');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: true,
      reason: 'role',
      message:
        'Votre rôle (Membre) ne permet pas de modifier le compte bancaire ni l’identité de l’organisation.',
    });
  });

  test('the path is matched as Express matches it: any case, a trailing slash, HEAD for GET', async () => {
    const viewer = (req: request.Test) => asApp(req).set('Cookie', cookies.viewer);
    const shouted = await viewer(request(ctx.app).post('/API/Clients/CREATECLIENT/'));
    expect(shouted.status).toBe(403);
    expect(shouted.body.reason).toBe('role');
    const head = await viewer(request(ctx.app).head('/api/invoice/validateInvoice?invoice_id=1'));
    expect(head.status).toBe(403);
    // A path the table does not know, behind a guard: owners only (fails closed), else a 404.
    const unknown = await viewer(request(ctx.app).get('/api/clients/nothingHere'));
    expect(unknown.status).toBe(403);
    const owner = await asApp(request(ctx.app).get('/api/clients/nothingHere')).set(
      'Cookie',
      cookies.owner,
    );
    expect(owner.status).toBe(404);
  });

  test('a refusal for the session stays silent (no reason); the role is checked after the plan', async () => {
    const anonymous = await asApp(request(ctx.app).post('/api/clients/createClient'));
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.reason).toBeUndefined();

    const unpaid = await createOrganization(ctx.db, { active: false });
    const viewer = await createUser(ctx.db, {
      organization_id: unpaid.organization_id,
      role: 'viewer',
    });
    const res = await asApp(request(ctx.app).post('/api/clients/createClient')).set(
      'Cookie',
      await signIn(ctx.app, viewer),
    );
    expect(res.status).toBe(402);
  });

  test('viewers, members and admins may leave', async () => {
    for (const role of ['viewer', 'member', 'admin'] as const) {
      const res = await call(LEAVE, role);
      expect(res.status, role).toBe(200);
    }
  });
});
