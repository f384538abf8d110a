import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { neutralisedCsvCell, type ResourceDef, readScope } from '@kramar/contract';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../crud/list-query.ts';
import { toRecord } from '../../crud/records.ts';
import type { ResourceTable } from '../../crud/tables.ts';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { cellOf, csvCellOf, exportFields } from './columns.ts';
import { importDocs } from './docs.ts';
import { exportRows } from './export-rows.ts';
import { importExportMessages as m } from './messages.ts';

type Records = AsyncGenerator<Record<string, unknown>[]>;

const systemColumns = ['id', 'created_at', 'updated_at'];

async function* csvLines(resource: ResourceDef, columns: string[], batches: Records): AsyncGenerator<string[]> {
  yield columns;
  for await (const rows of batches) {
    for (const row of rows) {
      const record = toRecord(resource, row) as Record<string, unknown>;
      yield columns.map((c) => csvCellOf(resource.fields[c], record[c]));
    }
  }
}

/** Excel's "CSV UTF-8": a BOM and `;` between cells (the separator Ukrainian Excel expects). */
function csvStream(resource: ResourceDef, columns: string[], batches: Records): Readable {
  // a neutralised cell is always quoted, as OWASP advises (not only when it holds `;` or a quote)
  const out = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows', quoted_match: neutralisedCsvCell });
  pipeline(Readable.from(csvLines(resource, columns, batches)), out).catch((error) => out.destroy(error));
  return out;
}

/** XLSX written row by row (ExcelJS's streaming writer), pausing while the client has not caught up. */
function xlsxStream(resource: ResourceDef, columns: string[], batches: Records): Readable {
  const out = new PassThrough();
  const write = async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    const sheet = book.addWorksheet(resource.name.slice(0, 31));
    sheet.addRow(columns).commit();
    for await (const rows of batches) {
      for (const row of rows) {
        const record = toRecord(resource, row) as Record<string, unknown>;
        sheet.addRow(columns.map((c) => cellOf(resource.fields[c], record[c]))).commit();
      }
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

/**
 * GET /api/{name}/export?format=csv|xlsx&search=&filter[…]=&sort=: every row the list's filter
 * matches (pages ignored), streamed as it is read. A bad filter is the list's own 422.
 */
export function exportRoute(app: FastifyInstance, db: Db, resource: ResourceDef, table: ResourceTable): void {
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
    async (request, reply) => {
      const {
        format,
        page: _page,
        per_page: _perPage,
        cursor: _cursor,
        ...rest
      } = request.query as Record<string, unknown>;
      if (format !== 'csv' && format !== 'xlsx') throw validationError({ format: [m.format] });
      const query = parseListQuery(resource, table, rest);
      const columns = [...systemColumns.slice(0, 1), ...exportFields(resource), ...systemColumns.slice(1)];
      const batches = exportRows(db, resource, table, query);
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', contentTypes[format])
        .header('content-disposition', `attachment; filename="${resource.name}-${stamp}.${format}"`)
        .header('cache-control', 'no-store');
      // a client gone mid-file stops the reading too
      const body = format === 'csv' ? csvStream(resource, columns, batches) : xlsxStream(resource, columns, batches);
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) body.destroy();
      });
      return reply.send(body);
    },
  );
}
