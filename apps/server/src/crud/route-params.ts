import { apiMessages, type CurrentUser } from '@kramar/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { parseId } from './engine.ts';

/**
 * The caller of a guarded route. The guard has run, so a missing user would be a wiring bug:
 * say 401 rather than crash. Shared by the engine's routes and every module's own.
 */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError(401, apiMessages.unauthenticated);
  return request.user;
}

/** The record id of the path, or the 404 a missing record gets. */
export function idOf(request: FastifyRequest): number {
  const id = parseId((request.params as { id?: unknown }).id);
  if (id === null) throw new AppError(404, apiMessages.notFound);
  return id;
}
