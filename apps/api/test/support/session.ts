import type { Express } from 'express';
import request from 'supertest';

/** Signs in through the real login route and returns the `token=…` cookie pair to send. */
export async function signIn(
  app: Express,
  user: { email: string; password: string },
): Promise<string> {
  const res = await request(app).post('/api/auth/login').send(user);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith('token='));
  if (!cookie) throw new Error(`login of ${user.email} gave no cookie (status ${res.status})`);
  return cookie.split(';')[0]!;
}
