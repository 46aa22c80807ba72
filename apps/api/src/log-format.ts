// The console format of development and `pnpm start`: one short line per log record, and one per
// request (method, path, status, duration), instead of pino's JSON. Written here rather than with
// pino-pretty because two records need a layout of their own (the request line, and a mail that
// could not be sent, whose text and link are printed as they would be read) and everything else
// is one line: that is a few lines of code, where pino-pretty would need a message formatter, an
// ignore list and custom prettifiers per key, and would still print objects as indented blocks.

type LogRecord = {
  level?: number;
  time?: number;
  msg?: string;
  req?: { id?: unknown; method?: string; path?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  mail?: { to?: string; subject?: string; text?: string };
  [key: string]: unknown;
};

const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  40: 'ATTENTION',
  50: 'ERREUR',
  60: 'FATAL',
};

/** Keys already shown by the line's own layout, or noise on a console. */
const SHOWN_OR_HIDDEN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'req',
  'res',
  'responseTime',
  'err',
  'mail',
]);

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');

function clock(time: number | undefined): string {
  const date = new Date(time ?? Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

function requestLine(record: LogRecord): string | undefined {
  const { req, res, responseTime } = record;
  if (!req?.method || !res || typeof responseTime !== 'number') return undefined;
  return `${req.method} ${req.path ?? ''} ${res.statusCode ?? '-'} ${Math.round(responseTime)} ms`;
}

/** One log record as the console shows it (without the final newline). */
export function formatLogRecord(record: LogRecord): string {
  const label = LEVEL_LABELS[record.level ?? 30];
  const head = `${clock(record.time)}${label ? ` ${label}` : ''}`;
  let text = requestLine(record);
  if (text === undefined) {
    const extra = Object.fromEntries(
      Object.entries(record).filter(([key]) => !SHOWN_OR_HIDDEN.has(key)),
    );
    text = record.msg ?? '';
    if (Object.keys(extra).length > 0) text += ` ${JSON.stringify(extra)}`;
    if (record.req?.method) text += ` (${record.req.method} ${record.req.path ?? ''})`;
  }
  let out = `${head} ${text}`;
  if (record.mail) {
    const { to, subject, text: body } = record.mail;
    out += `\n${indent(`À : ${to ?? ''}\nObjet : ${subject ?? ''}\n\n${body ?? ''}`)}`;
  }
  if (record.err) out += `\n${indent(record.err.stack ?? record.err.message ?? '')}`;
  return out;
}

/**
 * A pino destination that writes each JSON record to `out` in the console format; a line that is
 * not JSON passes through as it is.
 */
export function consoleDestination(out: { write: (text: string) => unknown }): {
  write: (chunk: string) => void;
} {
  return {
    write(chunk) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        let record: LogRecord | undefined;
        try {
          record = JSON.parse(line) as LogRecord;
        } catch {
          record = undefined;
        }
        out.write(`${record ? formatLogRecord(record) : line}\n`);
      }
    },
  };
}
