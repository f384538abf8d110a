import { dropControls, fieldMessages, hasNul } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import { validationError } from './errors.ts';

/** A JSON object or a parsed query string (fast-querystring's objects stand on a null-prototype base). */
const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/** `filter[status]` → `filter.status`: the field path the web form and the list know. */
const fieldPath = (path: string): string => path.replaceAll('\u0000', '').replace(/\[/g, '.').replace(/\]/g, '') || '_';

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/**
 * The fields of `input` whose text holds a NUL, which PostgreSQL cannot store or compare. Walks plain
 * objects and arrays only (an uploaded file is not text), without recursion: a deeply nested JSON
 * body must not end in a stack overflow.
 */
export function nulFields(input: unknown): string[] {
  const found = new Set<string>();
  const stack: [unknown, string][] = [[input, '']];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, path] = item;
    if (typeof value === 'string') {
      if (hasNul(value)) found.add(fieldPath(path));
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push([value[i], join(path, String(i))]);
    } else if (isPlain(value)) {
      for (const key in value) {
        if (hasNul(key)) found.add(fieldPath(join(path, key)));
        stack.push([value[key], join(path, key)]);
      }
    }
  }
  return [...found];
}

/** Whether any text in `input` holds a NUL: the same walk without naming fields, as nearly every input has none. */
function anyNul(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (hasNul(value)) return true;
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push(value[i]);
    } else if (isPlain(value)) {
      for (const key in value) {
        if (hasNul(key)) return true;
        stack.push(value[key]);
      }
    }
  }
  return false;
}

/**
 * Drops the stray control characters (C0 but NUL, tab and line breaks; DEL) from every text of a
 * parsed body, in place: they were stored as sent, by any route. A field the contract declares as
 * one line turns its tabs and line breaks into spaces besides (field-coercion.ts); a route of a
 * module of its own keeps them, as its text (a comment, a note) may span lines.
 */
export function dropBodyControls(body: unknown): void {
  const stack: unknown[] = [body];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item = value[i];
        if (typeof item === 'string') value[i] = dropControls(item);
        else stack.push(item);
      }
    } else if (isPlain(value)) {
      for (const key in value) {
        const item = value[key];
        if (typeof item === 'string') value[key] = dropControls(item);
        else stack.push(item);
      }
    }
  }
}

/**
 * Every text input under /api (query string, JSON body, multipart fields) is refused with a 422 on
 * its field when it holds a NUL, once for all routes: a route that forgot would answer 500. The
 * body's other stray control characters are dropped. Registered after multipart parsing and the
 * `_method` override, so it sees the body a route will.
 */
export function registerControlChars(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (anyNul(request.query) || anyNul(request.body)) {
      const fields = [...nulFields(request.query), ...nulFields(request.body)];
      if (fields.length) throw validationError(Object.fromEntries(fields.map((f) => [f, [fieldMessages.control]])));
    }
    dropBodyControls(request.body);
  });
}
