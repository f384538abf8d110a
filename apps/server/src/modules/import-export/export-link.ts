import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiMessages, can, type ResourceDef, readScope } from '@kramar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionByHash } from '../../auth/tokens.ts';
import type { Engine } from '../../crud/engine.ts';
import { accessTokens } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { importDocs } from './docs.ts';
import { exportQuery, sendExport } from './export-route.ts';
import { importExportMessages as m } from './messages.ts';

/** How long a download link works: long enough to start the download it was made for, no more. */
export const linkSeconds = 60;

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
const rawQuery = (request: FastifyRequest) => request.url.split('?')[1] ?? '';

async function tokenHash(engine: Engine, tokenId: number): Promise<string | undefined> {
  const [row] = await engine.db
    .select({ hash: accessTokens.token_hash })
    .from(accessTokens)
    .where(eq(accessTokens.id, tokenId));
  return row?.hash;
}

/**
 * A browser downloads an export by following a link, so the file streams to disk and is never
 * held whole in the tab; a link carries no Authorization header, so it is signed instead.
 * GET /api/{name}/export/link?(the export's query) → a URL that works for `linkSeconds`, for the
 * session that asked and while it lasts: the signature's key is that session's token hash, which
 * every instance reads from the database and no client ever sees (a revoked or idle session, a
 * lost scope, end the link as they end the token).
 */
export function exportLinkRoutes(app: FastifyInstance, engine: Engine, resource: ResourceDef, zone: string): void {
  const path = `/api/${resource.name}/export/download`;
  app.get(
    `/${resource.name}/export/link`,
    {
      schema: { summary: 'Підписане посилання на завантаження експорту', tags: [resource.name] },
      config: { access: { scope: readScope(resource) }, docs: importDocs.exportLink },
    },
    async (request) => {
      // a bad format or filter is refused now, not once the browser has left for the file
      exportQuery(engine, resource, request.query as Record<string, unknown>);
      const tokenId = request.tokenId as number;
      const key = await tokenHash(engine, tokenId);
      if (!key) throw new AppError(401, apiMessages.unauthenticated);
      const params = new URLSearchParams(rawQuery(request));
      for (const name of ['session', 'expires', 'signature']) params.delete(name);
      params.set('session', String(tokenId));
      params.set('expires', String(Math.floor(Date.now() / 1000) + linkSeconds));
      params.set('signature', sign(key, `${path}?${params}`));
      return { data: { url: `${path}?${params}` } };
    },
  );

  app.get(
    `/${resource.name}/export/download`,
    {
      schema: {
        summary: 'Завантаження експорту за підписаним посиланням',
        tags: [resource.name],
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
      // guarded by its signature: the session it names is checked below as a bearer token is
      config: { access: 'public', docs: importDocs.exportDownload },
    },
    async (request, reply) => {
      const params = new URLSearchParams(rawQuery(request));
      const signature = params.get('signature') ?? '';
      params.delete('signature');
      const session = Number(params.get('session'));
      const expires = Number(params.get('expires'));
      if (!Number.isSafeInteger(session) || !(expires * 1000 > Date.now())) throw new AppError(403, m.linkExpired);
      const key = await tokenHash(engine, session);
      const expected = key ? Buffer.from(sign(key, `${path}?${params}`)) : null;
      const given = Buffer.from(signature);
      if (!key || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError(403, m.linkExpired);
      }
      const found = await findSessionByHash(engine.db, key, app.sessionIdleSeconds);
      if (!found) throw new AppError(401, apiMessages.unauthenticated);
      const user = found.user;
      if (user.dealer || user.two_factor_setup_required || !can(user, readScope(resource))) {
        throw new AppError(403, apiMessages.forbidden);
      }
      const { session: _s, expires: _e, signature: _g, ...query } = request.query as Record<string, unknown>;
      return sendExport(engine, resource, zone, query, reply);
    },
  );
}
