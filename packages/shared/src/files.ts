// The files people attach (receipts, logos, pictures), as both sides check them.

/** 10 MB per file: each file is stored whole in PostgreSQL (`bytea`). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const MSG_FILE_TOO_LARGE = 'Le fichier dépasse la taille maximale de 10 Mo.';
