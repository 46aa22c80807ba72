import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import '../zod-setup.js';
import { foundOr404 } from '../errors/app-error.js';
import { errorMiddleware } from '../errors/error-middleware.js';
import { created, fileRoute, fromQuery, messageRoute, route } from './route.js';

const MSG_ID = 'Identifiant manquant.';
const idSchema = z.object({
  item_id: z.coerce.number({ error: MSG_ID }).int(MSG_ID).positive(MSG_ID),
});
const noteSchema = z.object({ note: z.string('Note manquante.') });

/** An app with one route at /r answering every method, and the API's error middleware. */
function appWith(handler: RequestHandler) {
  const app = express();
  app.use(express.json());
  app.all('/r', handler);
  app.use(errorMiddleware);
  return app;
}

describe('fromQuery', () => {
  const seen: unknown[] = [];
  const app = appWith(
    route(fromQuery(idSchema, noteSchema), async (input) => {
      seen.push(input);
      return input;
    }),
  );

  test.each(['post', 'put', 'delete'] as const)(
    'a %s reads the id from the query string and the rest from the body',
    async (method) => {
      const res = await request(app)[method]('/r?item_id=7').send({ note: 'ok', item_id: 9 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ item_id: 7, note: 'ok' });
    },
  );

  test('the id is checked before the body, and a failed parse calls nothing', async () => {
    seen.length = 0;
    const noId = await request(app).post('/r').send({});
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe(MSG_ID);
    const noNote = await request(app).post('/r?item_id=7').send({});
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe('Note manquante.');
    expect(seen).toEqual([]);
  });

  test('without a body schema, the handler gets the query alone', async () => {
    const only = appWith(route(fromQuery(idSchema), async (input) => input));
    const res = await request(only).put('/r?item_id=3').send({ note: 'ignored' });
    expect(res.body).toEqual({ item_id: 3 });
  });
});

describe('messageRoute', () => {
  test('answers { message } once the action is done, with the status asked', async () => {
    const done: number[] = [];
    const app = appWith(
      messageRoute(
        idSchema,
        'Élément supprimé avec succès',
        async ({ item_id }) => {
          done.push(item_id);
          return 'not answered';
        },
        created,
      ),
    );
    const res = await request(app).delete('/r?item_id=4');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Élément supprimé avec succès' });
    expect(done).toEqual([4]);
  });
});

describe('fileRoute', () => {
  test('sends what the use case made, and answers nothing else', async () => {
    const app = appWith(
      fileRoute(
        idSchema,
        async ({ item_id }) => `fichier ${item_id}`,
        (res, text) => res.type('text/plain').end(text),
      ),
    );
    const res = await request(app).get('/r?item_id=5');
    expect(res.status).toBe(200);
    expect(res.text).toBe('fichier 5');
  });
});

describe('foundOr404', () => {
  test.each([null, undefined])('%s is a 404 with the message given', (row) => {
    expect(() => foundOr404(row, 'Client introuvable.')).toThrowError(
      expect.objectContaining({ code: 'NOT_FOUND', message: 'Client introuvable.' }),
    );
  });

  test.each([{ id: 1 }, 0, ''])('%o is found', (row) => {
    expect(foundOr404(row, 'Client introuvable.')).toBe(row);
  });
});
