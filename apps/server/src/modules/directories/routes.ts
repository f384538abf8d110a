import { type PermissionItem, scopeGroups, scopes } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';

const permissions: PermissionItem[] = scopes.map((s) => ({
  scope: s.scope,
  label: s.label,
  group: s.group,
  group_label: scopeGroups[s.group],
}));

export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  // the names of the scopes are no secret: any signed-in user may see what exists (dashboard, role editor)
  app.get(
    '/directories/permissions',
    { schema: { summary: 'Довідник прав доступу', tags: ['directories'] }, config: { access: 'user' } },
    async () => ({ data: permissions }),
  );
}
