import type { Express } from 'express';
import request from 'supertest';

/** Signs in through the real login route and returns the `token=…` cookie pair to send. */
export async function signIn(
  app: Express,
  user: { email: string; password: string },
): Promise<string> {
  const res = await postAuth(app, 'login', user);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`login of ${user.email} gave no cookie (status ${res.status})`);
  return cookie;
}

/** The whole `Set-Cookie: token=…` header a response sends (with its attributes), if any. */
export function setCookieOf(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((value) => value.startsWith('token='));
}

/** The `token=…` cookie pair a response sets, if it sets one. */
export function sessionCookieOf(res: request.Response): string | undefined {
  return setCookieOf(res)?.split(';')[0];
}

/** Posts a body to one of the /api/auth routes ('login', 'register', …) as the web app does. */
export function postAuth(app: Express, route: string, body: object): request.Test {
  return request(app).post(`/api/auth/${route}`).send(body);
}

/** Both logins after a password change: with the old password, then with the new one. */
export async function loginsAfterPasswordChange(
  app: Express,
  user: { email: string; password: string },
  newPassword: string,
) {
  const old = await postAuth(app, 'login', { email: user.email, password: user.password });
  const fresh = await postAuth(app, 'login', { email: user.email, password: newPassword });
  return { old, fresh };
}
