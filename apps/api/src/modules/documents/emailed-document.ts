// "Envoyer par e-mail" of one kind of document, declared once: how it is found in the
// organization's scope, what its dialog opens with, the files its mail carries and where the
// sending is recorded. Its two routes, the draft and the sending, are registered from their
// declarations.
import type { Endpoint } from '@app/shared/contract';
import type { DocumentEmailInput } from '@app/shared/document-email';
import type { Router } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/prisma.js';
import { route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import type { MailAttachment } from '../../mail/mailer.js';
import { sessionUser } from '../../http/request-session.js';
import {
  documentDraft,
  documentMailer,
  documentMailLimit,
  sendDocument,
  type DocumentKind,
  type DraftSource,
} from './document-email.js';

/** When and to whom a document was last sent, as its row keeps it. */
export interface SentStamp {
  last_sent_at: Date | null;
  last_sent_to: string | null;
}

/** The select of a SentStamp, for the queries of `find`. */
export const SENT_STAMP_SELECT = { last_sent_at: true, last_sent_to: true } as const;

export interface EmailedDocument<Found extends SentStamp> {
  kind: DocumentKind;
  /** The document in the organization's scope: 404 otherwise (409 when it may not be sent). */
  find: (db: Db, organizationId: number, id: number) => Promise<Found>;
  /** What the dialog says about it and which files it names. */
  draft: (found: Found) => Omit<DraftSource, 'lastSentAt' | 'lastSentTo'>;
  /** The files the mail carries, the same bytes the document's downloads serve. */
  files: (db: Db, organizationId: number, id: number, found: Found) => Promise<MailAttachment[]>;
  /** Keeps when and to whom the document was sent on its row (and who sent it, its history). */
  record: (
    db: Db,
    organizationId: number,
    id: number,
    sent: { last_sent_at: Date; last_sent_to: string },
    userId: number,
  ) => Promise<unknown>;
}

/**
 * The declarations of a document's two email calls (@app/shared), and the id field both carry:
 * the draft reads it from its query, the sending from its body with the dialog's fields.
 */
export interface EmailEndpoints<Key extends string> {
  key: Key;
  draft: Endpoint & { query: z.ZodType<Record<Key, number>> };
  send: Endpoint & { body: z.ZodType<Record<Key, number> & DocumentEmailInput> };
}

/** GET the dialog's draft of the document; POST its sending (limited per organization and day). */
export function documentEmailRoutes<Key extends string, Found extends SentStamp>(
  router: Router,
  ctx: AppContext,
  document: EmailedDocument<Found>,
  { key, draft, send }: EmailEndpoints<Key>,
) {
  const mailer = documentMailer(ctx);
  serve(
    router,
    draft,
    route(draft.query, async (input, { organizationId }) => {
      const found = await document.find(ctx.db, organizationId, input[key]);
      return documentDraft(ctx.db, mailer, organizationId, {
        ...document.draft(found),
        lastSentAt: found.last_sent_at,
        lastSentTo: found.last_sent_to,
      });
    }),
  );
  serve(
    router,
    send,
    ...documentMailLimit(ctx),
    route(send.body, (input, { req, organizationId }) => {
      const id = input[key];
      const sender = { organizationId, userId: sessionUser(req).user_id };
      return sendDocument(ctx.db, mailer, sender, {
        kind: document.kind,
        input,
        find: () => document.find(ctx.db, organizationId, id),
        attachments: (found) => document.files(ctx.db, organizationId, id, found),
        record: (sentAt, to) =>
          document.record(
            ctx.db,
            organizationId,
            id,
            { last_sent_at: sentAt, last_sent_to: to },
            sender.userId,
          ),
      });
    }),
  );
}
