import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serializeError } from './redact-error.ts';

describe('serializeError', () => {
  it('keeps the SQL text and the codes of a failed query, and none of its values', () => {
    const hash = 'a'.repeat(64);
    const cause = new pg.DatabaseError('duplicate key value violates unique constraint "t_hash"', 0, 'error');
    Object.assign(cause, {
      code: '23505',
      constraint: 't_hash',
      detail: `Key (token_hash)=(${hash}) already exists.`,
      where: `unnamed portal with parameters: $1 = '${hash}'`,
      client: { connectionParameters: { password: 'db-password' } },
    });
    const error = new DrizzleQueryError('insert into t (token_hash) values ($1)', [hash], cause);
    const out = serializeError(error);
    const text = JSON.stringify(out);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('db-password');
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into t (token_hash) values ($1)',
      query: 'insert into t (token_hash) values ($1)',
      cause: { type: 'DatabaseError', code: '23505', constraint: 't_hash' },
    });
    expect(out.stack).toContain('at ');
  });

  it('serializes any other error as pino would, and a thrown non-error as text', () => {
    const error = Object.assign(new TypeError('boom'), { code: 'E_BOOM', statusCode: 500 });
    expect(serializeError(error)).toMatchObject({
      type: 'TypeError',
      message: 'boom',
      code: 'E_BOOM',
      statusCode: 500,
    });
    expect(serializeError('just text')).toEqual({ type: 'string', message: 'just text', stack: '' });
  });
});
