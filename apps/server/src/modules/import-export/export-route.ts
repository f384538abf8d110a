import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { neutralisedCsvCell, type ResourceDef, readScope } from '@kramar/contract';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Engine, tableOf } from '../../crud/engine.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import { toRecord } from '../../crud/records.ts';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { sendStream } from '../../http/stream-reply.ts';
import {
  type AttributeColumn,
  attributeColumns,
  attributeWords,
  hasAttributeValues,
  usedAttributes,
} from './attribute-columns.ts';
import { csvWord, titlesFor, type WordsContext, wordOf } from './cell-words.ts';
import { exportColumns } from './columns.ts';
import { importDocs } from './docs.ts';
import { exportRows } from './export-rows.ts';
import { fieldLabel } from './labels.ts';
import { importExportMessages as m } from './messages.ts';
import { ReferenceWords } from './reference-words.ts';

type Records = AsyncGenerator<Record<string, unknown>[]>;

type Ctx = WordsContext & { db: Db; attributes: AttributeColumn[] };

/** The file's rows in the words of the screens: a batch of records, its references' titles asked once. */
async function* wordRows(ctx: Ctx, columns: string[], batches: Records): AsyncGenerator<(string | number)[][]> {
  for await (const rows of batches) {
    const records = rows.map((row) => toRecord(ctx.resource, row) as Record<string, unknown>);
    const titles = await titlesFor(ctx, columns, records);
    const attributes = ctx.attributes.length ? await attributeWords(ctx.db, ctx.attributes, records) : [];
    yield records.map((record, i) => [
      ...columns.map((c) => wordOf(ctx, titles, c, record[c])),
      ...(attributes[i] ?? []),
    ]);
  }
}

const headerOf = (ctx: Ctx, columns: string[]) => [
  ...columns.map((c) => fieldLabel(ctx.resource, c)),
  ...ctx.attributes.map((a) => a.label),
];

async function* csvLines(ctx: Ctx, columns: string[], batches: Records): AsyncGenerator<string[]> {
  yield headerOf(ctx, columns);
  for await (const rows of wordRows(ctx, columns, batches)) {
    for (const row of rows) yield row.map((word, i) => csvWord(ctx.resource.fields[columns[i] as string], word));
  }
}

/** Excel's "CSV UTF-8": a BOM and `;` between cells (the separator Ukrainian Excel expects). */
function csvStream(ctx: Ctx, columns: string[], batches: Records): Readable {
  // a neutralised cell is always quoted, as OWASP advises (not only when it holds `;` or a quote)
  const out = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows', quoted_match: neutralisedCsvCell });
  pipeline(Readable.from(csvLines(ctx, columns, batches)), out).catch((error) => out.destroy(error));
  return out;
}

/** XLSX written row by row (ExcelJS's streaming writer), pausing while the client has not caught up. */
function xlsxStream(ctx: Ctx, columns: string[], batches: Records): Readable {
  const out = new PassThrough();
  const write = async () => {
    // ExcelJS is ~11 MB of heap: loaded with the first spreadsheet, not with the server
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    const sheet = book.addWorksheet(ctx.resource.name.slice(0, 31));
    sheet.addRow(headerOf(ctx, columns)).commit();
    for await (const rows of wordRows(ctx, columns, batches)) {
      for (const row of rows) sheet.addRow(row).commit();
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((error) => out.destroy(error));
  return out;
}

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The list's query of an export, checked: a bad format or filter is a 422 before any byte is sent. */
export function exportQuery(engine: Engine, resource: ResourceDef, raw: Record<string, unknown>) {
  const { format, page: _page, per_page: _perPage, cursor: _cursor, ...rest } = raw;
  if (format !== 'csv' && format !== 'xlsx') throw validationError({ format: [m.format] });
  return { format, query: parseListQuery(resource, tableOf(engine, resource), rest) } as const;
}

/**
 * Every row the list's filter matches (pages ignored), streamed to the reply as it is read. A
 * product's attribute values follow its fields, a column for each attribute the rows hold.
 */
export async function sendExport(
  engine: Engine,
  resource: ResourceDef,
  zone: string,
  raw: Record<string, unknown>,
  reply: FastifyReply,
) {
  const { format, query } = exportQuery(engine, resource, raw);
  const columns = exportColumns(resource);
  const table = tableOf(engine, resource);
  const withValues = hasAttributeValues(resource);
  const matched = sql`select ${table.id} from ${table} where ${query.where ?? sql`true`}`;
  const attributes = withValues ? await attributeColumns(engine.db, usedAttributes(resource, matched)) : [];
  const batches = exportRows(
    engine.db,
    resource,
    table,
    query,
    undefined,
    attributes.length ? ['attribute_values'] : [],
  );
  const ctx: Ctx = { resource, zone, refs: new ReferenceWords(engine), db: engine.db, attributes };
  const stamp = new Date().toISOString().slice(0, 10);
  reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${resource.name}-${stamp}.${format}"`)
    .header('cache-control', 'no-store');
  const body = format === 'csv' ? csvStream(ctx, columns, batches) : xlsxStream(ctx, columns, batches);
  // a client gone mid-file stops the reading too
  return sendStream(reply, body);
}

/**
 * GET /api/{name}/export?format=csv|xlsx&search=&filter[…]=&sort=: the export for a client that
 * sends its token (the browser downloads through a signed link instead, export-link.ts).
 */
export function exportRoute(app: FastifyInstance, engine: Engine, resource: ResourceDef, zone: string): void {
  app.get(
    `/${resource.name}/export`,
    {
      schema: {
        summary: 'Експорт відфільтрованого списку в CSV або XLSX',
        tags: [resource.name],
        produces: Object.values(contentTypes),
      },
      config: { access: { scope: readScope(resource) }, docs: importDocs.export },
    },
    async (request, reply) => sendExport(engine, resource, zone, request.query as Record<string, unknown>, reply),
  );
}
