import type { CurrentUser } from '@kramar/contract';
import { apiMessages, can, staffMessages } from '@kramar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultIdleSeconds, findSession } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

/**
 * Who may call a route. Every /api route must declare one (checked when the route is added),
 * so a route can never be left open by forgetting a guard.
 * - 'public': anyone; 'user': any signed-in staff member; 'account': any signed-in account, a
 *   dealer's person too (its own profile, sessions, second factor, sign-out);
 * - { scope }: one scope or any of a list (owner passes); with `dealer: true` a dealer route, open
 *   to a dealer's person holding the scope as well as to staff holding it.
 * A dealer's token is refused (403) on every route that is not 'public', 'account' or a dealer route.
 */
export type Access = 'public' | 'user' | 'account' | { scope: string | readonly string[]; dealer?: true };

/** Whether a dealer's person may call a route of this access rule at all. */
export const opensToDealers = (access: Access): boolean =>
  access === 'public' || access === 'account' || (typeof access === 'object' && access.dealer === true);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** How long an unused session lasts (the sessions lists leave out what has idled out). */
    sessionIdleSeconds: number;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    tokenId: number | null;
  }
}

/**
 * `Bearer <token>` and nothing else (RFC 6750 §2.1): the scheme (case-insensitive, RFC 9110
 * §11.1), one space, one b64token. Anything around it, a second token or another scheme is no
 * token at all, so it can never be read as a valid one.
 */
const bearerHeader = /^bearer ([A-Za-z0-9\-._~+/]{1,512}=*)$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (bearerHeader.exec(header)?.[1] ?? null) : null;
}

/**
 * All a user whose role requires a second factor may call before enrolling one: who they are,
 * signing out, and the enrolment itself. Every other route, whatever its access rule, is refused.
 */
export const enrolmentRoutes: ReadonlySet<string> = new Set([
  'GET /api/user',
  'POST /api/logout',
  'GET /api/user/two-factor',
  'POST /api/user/two-factor/setup',
  'POST /api/user/two-factor/enable',
]);

const routeKey = (request: FastifyRequest) =>
  `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`;

/** Registers the guard on an encapsulated /api scope. */
export function registerAccessGuard(app: FastifyInstance, db: Db, idleSeconds = defaultIdleSeconds): void {
  app.decorate('sessionIdleSeconds', idleSeconds);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const session = token ? await findSession(db, token, idleSeconds) : null;
    if (!session) throw new AppError(401, apiMessages.unauthenticated);
    request.user = session.user;
    request.tokenId = session.tokenId;
    if (session.user.two_factor_setup_required && !enrolmentRoutes.has(routeKey(request))) {
      request.log.info(
        { event: 'access-refused', user: session.user.id, reason: 'two-factor-setup' },
        'access refused',
      );
      throw new AppError(403, staffMessages.twoFactorSetupRequired);
    }
    if (session.user.dealer && !opensToDealers(access)) {
      request.log.info({ event: 'access-refused', user: session.user.id, reason: 'dealer' }, 'access refused');
      throw new AppError(403, apiMessages.forbidden);
    }
    if (access === 'user' || access === 'account') return;
    if (!can(session.user, access.scope)) {
      request.log.info({ event: 'access-refused', user: session.user.id, scope: access.scope }, 'access refused');
      throw new AppError(403, apiMessages.forbidden);
    }
  });
}
