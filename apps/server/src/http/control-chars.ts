import { fieldMessages, hasNul } from '@kramar/contract';
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
 * Every text input under /api (query string, JSON body, multipart fields) is refused with a 422 on
 * its field when it holds a NUL, once for all routes: a route that forgot would answer 500.
 * Registered after multipart parsing and the `_method` override, so it sees the body a route will.
 */
export function registerControlChars(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (!anyNul(request.query) && !anyNul(request.body)) return;
    const fields = [...nulFields(request.query), ...nulFields(request.body)];
    if (fields.length) throw validationError(Object.fromEntries(fields.map((f) => [f, [fieldMessages.control]])));
  });
}
