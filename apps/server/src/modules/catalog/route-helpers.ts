import { apiMessages, type CurrentUser } from '@kramar/contract';
import type { FastifyRequest } from 'fastify';
import { parseId } from '../../crud/engine.ts';
import { AppError } from '../../http/errors.ts';

/** The catalogue routes' caller: the guard let only signed-in users through. */
export const userOf = (request: FastifyRequest): CurrentUser => {
  if (!request.user) throw new AppError(401, apiMessages.unauthenticated);
  return request.user;
};

/** The record id of the path, or the 404 a missing record gets. */
export const idOf = (request: FastifyRequest): number => {
  const id = parseId((request.params as { id?: unknown }).id);
  if (id === null) throw new AppError(404, apiMessages.notFound);
  return id;
};

/** PostgreSQL's driver hands bigint over as text, PGlite as a number. */
export const num = (v: unknown): number => Number(v);
