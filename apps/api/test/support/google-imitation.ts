import jwt from 'jsonwebtoken';
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GoogleClaims = Record<string, unknown>;

export type GoogleImitation = {
  tokenUrl: string;
  certsUrl: string;
  /** Makes the code known: exchanging it returns an id token with these claims. */
  issueCode: (code: string, claims: GoogleClaims, options?: { forged?: boolean }) => void;
  exchanges: string[];
  close: () => Promise<void>;
};

/**
 * Google's token and certificate endpoints on loopback: id tokens are signed with an RSA key
 * generated here and published (as PEM, by key id) on the certificate endpoint.
 */
export async function startGoogleImitation(clientId: string): Promise<GoogleImitation> {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const codes = new Map<string, string>();
  const exchanges: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'cache-control': 'max-age=60',
        });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && req.url === '/certs') {
        return json(200, { [kid]: key.publicKey.export({ type: 'spki', format: 'pem' }) });
      }
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const code = form.get('code') ?? '';
        exchanges.push(form.toString());
        const idToken = codes.get(code);
        if (!idToken || form.get('redirect_uri') !== 'postmessage') {
          return json(400, { error: 'invalid_grant' });
        }
        return json(200, {
          access_token: 'access',
          id_token: idToken,
          expires_in: 3600,
          token_type: 'Bearer',
          scope: 'openid email profile',
        });
      }
      json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    tokenUrl: `${base}/token`,
    certsUrl: `${base}/certs`,
    exchanges,
    issueCode: (code, claims, options = {}) => {
      const now = Math.floor(Date.now() / 1000);
      const token = jwt.sign(
        { iss: 'https://accounts.google.com', aud: clientId, iat: now, exp: now + 3600, ...claims },
        options.forged ? stranger.privateKey : key.privateKey,
        { algorithm: 'RS256', keyid: kid },
      );
      codes.set(code, token);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
