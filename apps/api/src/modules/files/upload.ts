import { MAX_FILE_BYTES, MSG_FILE_TOO_LARGE } from '@app/shared/files';
import type { RequestHandler } from 'express';
import { createRequire } from 'node:module';
import type Multer from 'multer';
import { AppError } from '../../errors/app-error.js';

export const MSG_ONE_FILE_ONLY = 'Ce formulaire accepte un seul fichier, dans le champ « file ».';
export const MSG_NO_FILE_EXPECTED = "Ce formulaire n'accepte pas de fichier.";
export const MSG_FIELD_TOO_LONG = 'Un champ du formulaire est trop long.';
export const MSG_TOO_MANY_FIELDS = 'Le formulaire contient trop de champs.';
export const MSG_FORM_UNREADABLE = 'Le formulaire envoyé est illisible ou incomplet.';

const LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: 1,
  fields: 40,
  fieldSize: 1024 * 1024,
  parts: 45,
};

/**
 * multer (with busboy and an older copy of the MIME types database), loaded on the first multipart
 * form rather than at every start of the server, which paid about 10 ms for it.
 */
let multerPackage: typeof Multer | undefined;
const loadMulter = (): typeof Multer =>
  (multerPackage ??= createRequire(import.meta.url)('multer') as typeof Multer);

/**
 * multer's own limits, and busboy's errors on a body that is not the multipart it claims to be
 * (no or wrong boundary, truncated, another multipart subtype), carry no HTTP status: without
 * this they would answer 500. They are all the sender's doing.
 */
function formError(err: unknown, unexpectedFile: string): AppError {
  if (multerPackage && err instanceof multerPackage.MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError('FILE_TOO_LARGE', MSG_FILE_TOO_LARGE);
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new AppError('BAD_REQUEST', unexpectedFile);
      case 'LIMIT_FIELD_VALUE':
        return new AppError('BAD_REQUEST', MSG_FIELD_TOO_LONG);
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_PART_COUNT':
        return new AppError('BAD_REQUEST', MSG_TOO_MANY_FIELDS);
    }
  }
  return new AppError('BAD_REQUEST', MSG_FORM_UNREADABLE);
}

/**
 * The middleware `make` gives with multer, made on the first request. Named so that the
 * reliability suite finds every route that reads multipart forms.
 */
function multipartForm(
  make: (multer: typeof Multer) => RequestHandler,
  unexpectedFile: string,
): RequestHandler {
  let parse: RequestHandler | undefined;
  return function multipartForm(req, res, next) {
    parse ??= make(loadMulter());
    void parse(req, res, (err?: unknown) => next(err ? formError(err, unexpectedFile) : undefined));
  };
}

/**
 * Multipart parsing for one optional file field, kept in memory so it is written to PostgreSQL in
 * the same transaction as the row that owns it. Limits make oversize or odd requests fail fast
 * (413 / 400) instead of filling memory.
 */
export function singleFileUpload(field = 'file'): RequestHandler {
  return multipartForm(
    (multer) =>
      multer({ storage: multer.memoryStorage(), limits: LIMITS, defParamCharset: 'utf8' }).single(
        field,
      ),
    MSG_ONE_FILE_ONLY,
  );
}

/** Multipart forms without a file (the spec's service form): a file sent anyway is refused. */
export function fieldsOnlyForm(): RequestHandler {
  return multipartForm(
    (multer) => multer({ limits: LIMITS, defParamCharset: 'utf8' }).none(),
    MSG_NO_FILE_EXPECTED,
  );
}
