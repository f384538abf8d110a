import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './outage.ts';

const serverError = (code: string, message = 'server says no') => {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
};
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1 where a = $1', ['secret'], cause as Error);

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away, as the driver or the server says it, wrapped or not', () => {
    for (const error of [
      socketError('ECONNREFUSED'),
      socketError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      serverError('08006'),
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P03', 'the database system is starting up'),
      serverError('53300', 'sorry, too many clients already'),
      serverError('57014', 'canceling statement due to statement timeout'),
      new Error('Query read timeout'),
      new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${error}`).toBe(true);
    }
  });

  it('leaves every other failure a 500 (or whatever it is)', () => {
    for (const error of [
      serverError('23505', 'duplicate key value violates unique constraint'),
      serverError('42P01', 'relation "x" does not exist'),
      // a server message may quote the input: it does not speak for the connection
      serverError('22P02', 'invalid input syntax for type integer: "Connection terminated"'),
      new TypeError('Cannot read properties of undefined'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${error}`).toBe(false);
    }
  });
});
