// "Envoyer par e-mail" of one kind of document, declared once: how it is found in the
// organization's scope, what its dialog opens with, the files its mail carries and where the
// sending is recorded. Its two routes, the draft and the sending, follow from it.
import type { DocumentEmailInput } from '@app/shared/document-email';
import type { Router } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/prisma.js';
import { route } from '../../http/route.js';
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
  /** Keeps when and to whom the document was sent on its row. */
  record: (
    db: Db,
    organizationId: number,
    id: number,
    sent: { last_sent_at: Date; last_sent_to: string },
  ) => Promise<unknown>;
}

/** The routes of a document's email, named by the spec, and the id field both calls carry. */
export interface EmailRoutes<Key extends string> {
  key: Key;
  draft: [path: string, fields: z.ZodType<Record<Key, number>>];
  send: [path: string, fields: z.ZodType<Record<Key, number> & DocumentEmailInput>];
}

/** GET the dialog's draft of the document; POST its sending (limited per organization and day). */
export function documentEmailRoutes<Key extends string, Found extends SentStamp>(
  router: Router,
  ctx: AppContext,
  document: EmailedDocument<Found>,
  { key, draft: [draftPath, idFields], send: [sendPath, sendFields] }: EmailRoutes<Key>,
) {
  const mailer = documentMailer(ctx);
  router.get(
    draftPath,
    route(idFields, async (input, { organizationId }) => {
      const found = await document.find(ctx.db, organizationId, input[key]);
      return documentDraft(ctx.db, mailer, organizationId, {
        ...document.draft(found),
        lastSentAt: found.last_sent_at,
        lastSentTo: found.last_sent_to,
      });
    }),
  );
  router.post(
    sendPath,
    ...documentMailLimit(ctx),
    route(sendFields, (input, { req, organizationId }) => {
      const id = input[key];
      const sender = { organizationId, userId: sessionUser(req).user_id };
      return sendDocument(ctx.db, mailer, sender, {
        kind: document.kind,
        input,
        find: () => document.find(ctx.db, organizationId, id),
        attachments: (found) => document.files(ctx.db, organizationId, id, found),
        record: (sentAt, to) =>
          document.record(ctx.db, organizationId, id, { last_sent_at: sentAt, last_sent_to: to }),
      });
    }),
  );
}
