/**
 * The logger's `err` serializer: the error's kind, message, stack, code and SQL text, never the
 * values a failed statement carried. Drizzle's DrizzleQueryError keeps them in `params` and
 * repeats them in its message ("Failed query: …\nparams: …"); PostgreSQL's `detail` and `where`
 * quote row values ("Key (token_hash)=(…) already exists"). A token hash, a password hash or an
 * e-mail would otherwise reach the log with every failed query.
 */

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

// values, or objects that hold them (pg-pool attaches the whole client, connection string included)
const dropped = new Set(['params', 'parameters', 'detail', 'where', 'client', 'errors', 'cause']);

/** "Failed query: select …\nparams: a,b" → "Failed query: select …" */
const withoutParams = (text: string, message: string): string => {
  const at = message.indexOf('\nparams:');
  return at < 0 ? text : text.replace(message, message.slice(0, at));
};

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const out: SerializedError = {
    type: error.constructor.name,
    message: withoutParams(error.message, error.message),
    stack: withoutParams(error.stack ?? '', error.message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (dropped.has(key) || key in out) continue;
    // only plain facts (code, severity, table, constraint, the SQL text); objects may hold anything
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (depth < 5) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError) out.errors = error.errors.map((e) => serializeError(e, depth + 1));
  }
  return out;
}
