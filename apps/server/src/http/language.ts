import { type MessageLanguage, pickLanguage, translateMessage } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the reader (`Accept-Language`), Ukrainian by default (SPEC). */
    language: MessageLanguage;
  }
}

/** Keys whose strings are sentences for a person; data (names, titles) is never translated. */
const sentenceKeys = new Set(['message', 'error']);

function translateBody(value: unknown, language: MessageLanguage, key?: string): unknown {
  if (typeof value === 'string')
    return key !== undefined && sentenceKeys.has(key) ? translateMessage(value, language) : value;
  if (Array.isArray(value)) return value.map((item) => translateBody(item, language, key));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // `errors: { field: [sentence] }`, in a 422 and in each row of an import report
    out[k] = k === 'errors' ? translateErrors(v, language) : translateBody(v, language, k);
  }
  return out;
}

function translateErrors(value: unknown, language: MessageLanguage): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, messages]) => [
      field,
      Array.isArray(messages)
        ? messages.map((m) => (typeof m === 'string' ? translateMessage(m, language) : m))
        : messages,
    ]),
  );
}

/**
 * The server speaks Ukrainian inside; the answer is put into the reader's language at the door.
 * Only bodies that carry sentences are read again: every failure, and a success with `errors`
 * (an import report). A list of a million names in English costs nothing extra.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'uk');
  // callback hooks, not async ones: they run on every request, and most do nothing
  app.addHook('onRequest', (request, reply, done) => {
    request.language = pickLanguage(request.headers['accept-language']);
    if (request.url.startsWith('/api'))
      reply.header('content-language', request.language).header('vary', 'Accept-Language');
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.language === 'uk' ||
      typeof payload !== 'string' ||
      !String(reply.getHeader('content-type') ?? '').includes('json') ||
      (reply.statusCode < 400 && !payload.includes('"errors"'))
    ) {
      return done(null, payload);
    }
    let translated = payload;
    try {
      translated = JSON.stringify(translateBody(JSON.parse(payload), request.language));
    } catch {
      // not JSON after all: sent as it is
    }
    done(null, translated);
  });
}
