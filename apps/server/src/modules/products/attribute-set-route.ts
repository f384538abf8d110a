import { apiMessages, readScope } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../crud/engine.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { attributeSetOf } from './attribute-set.ts';
import { attributeSetDocs } from './docs.ts';

/** One attribute of the set with all a product form needs to type and label its value. */
interface FormAttribute {
  attribute: number;
  required: boolean;
  title: string;
  code: string;
  data_type: string;
  suffix: string | null;
  values: { id: number; title: string }[];
}

/**
 * GET /api/products/attribute-set?category= : the attributes a product of that category fills
 * in, with each one's unit suffix and select values, under the products' own read scope. Staff who
 * edit products need not read the categories and attributes screens, and the form makes one
 * request instead of one per select attribute. Two statements.
 */
export function attributeSetRoute(app: FastifyInstance, { resource, db }: ResourceRoutesContext): void {
  app.get(
    '/attribute-set',
    {
      schema: { summary: 'Атрибути, які заповнює товар категорії', tags: [resource.name] },
      config: { access: { scope: readScope(resource) }, docs: attributeSetDocs },
    },
    async (request) => {
      const category = parseId((request.query as { category?: unknown }).category);
      if (category === null) throw new AppError(404, apiMessages.notFound);
      const set = await attributeSetOf(db, category);
      if (set.length === 0) return { data: [] };
      const ids = sql.join(
        set.map((a) => sql`${a.attribute}`),
        sql`, `,
      );
      const rows = await queryRows<{
        id: number;
        code: string;
        suffix: string | null;
        values: FormAttribute['values'];
      }>(
        db,
        sql`select a.id, a.code, u.suffix,
              coalesce((select json_agg(json_build_object('id', v.id, 'title', v.title) order by v.position, v.id)
                        from attributes_values v where v.owner_id = a.id), '[]'::json) as values
            from attributes a left join units u on u.id = a.unit
            where a.id in (${ids})`,
      );
      const extra = new Map(rows.map((r) => [Number(r.id), r]));
      const data: FormAttribute[] = set.map((a) => {
        const more = extra.get(a.attribute);
        return {
          ...a,
          code: more?.code ?? '',
          suffix: more?.suffix ?? null,
          values: (more?.values ?? []).map((v) => ({ id: Number(v.id), title: v.title })),
        };
      });
      return { data };
    },
  );
}
