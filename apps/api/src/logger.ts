import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';
import { consoleDestination } from './log-format.js';

/** Where logs go: a readable console format, or pino's JSON lines for log collectors. */
export function logFormat(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>): 'pretty' | 'json' {
  return config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty');
}

/** The app's logger, writing to standard output unless a destination is given (tests). */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[masqué]',
    },
  };
  if (logFormat(config) === 'pretty') {
    return pino(options, consoleDestination(destination ?? process.stdout));
  }
  return destination ? pino(options, destination) : pino(options);
}

type SerializedRequest = { id?: unknown; method?: string; url?: string };

/**
 * What the request log keeps of a request and its response: no headers (cookies, tokens, the
 * browser's whole fingerprint) and no query string, only what tells which call it was.
 */
export const requestLogSerializers = {
  req: (req: SerializedRequest) => ({
    id: req.id,
    method: req.method,
    path: req.url?.split('?')[0],
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};
