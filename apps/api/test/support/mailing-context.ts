import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './app.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';

/** An app whose mail goes to an SMTP server on loopback that keeps every message. */
export interface MailingContext {
  ctx: TestContext;
  smtp: SmtpCapture;
}

/**
 * Starts, before the file's tests, an app that sends its mail to a capturing SMTP server (from
 * `Gestion <no-reply@exemple.be>`, links to https://app.exemple.be unless `env` says otherwise),
 * hands both to `receive`, and stops both after the file's tests.
 */
export function withMailingContext(
  receive: (started: MailingContext) => void,
  env: Record<string, string> = {},
) {
  let started: MailingContext | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpCapture();
    const ctx = await createTestContext({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Gestion <no-reply@exemple.be>',
      PUBLIC_URL: 'https://app.exemple.be',
      ...env,
    });
    started = { ctx, smtp };
    receive(started);
  });
  afterAll(async () => {
    await started?.ctx.close();
    await started?.smtp.close();
  });
}
