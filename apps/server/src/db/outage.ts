/**
 * When is the database "unreachable" rather than the request wrong? When the connection to it
 * failed, broke or timed out, or the server said it is going away: then the answer is 503 with
 * Retry-After (DESIGN §4), because the same request may well succeed a few seconds later.
 */

/** Seconds a client should wait before trying again; the pool reconnects on the next request. */
export const retryAfterSeconds = 5;

// what node's sockets report when the server is down, restarting or behind a broken network
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE: class 08 (connection exception); 57P01–57P03 (admin or crash shutdown, cannot
 * connect now: a restart or a failover in progress); 53300 (too many connections); 57014 (a
 * statement cancelled, by the server's statement timeout above all: the database is too busy to
 * answer in time, which a retry a little later gets past).
 */
const serverCodes = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;

// pg and pg-pool say it only in words: a socket that ended, a client that broke, a pool that
// waited too long, a query no answer came back to (a silent network)
const driverMessages = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'Query read timeout',
];

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (socketCodes.has(code) || serverCodes.test(code)) return true;
  // the driver's own errors carry no code; a server error's message may quote the user's input
  if (code || !('message' in error) || typeof error.message !== 'string') return false;
  const message = error.message;
  return driverMessages.some((text) => message.includes(text));
}

/** True when `error`, or what caused it (drizzle wraps the driver's error), says the database is away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  if ('cause' in error && isDatabaseUnavailable(error.cause, depth + 1)) return true;
  // a host name resolving to several addresses fails with one error per address
  return error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
