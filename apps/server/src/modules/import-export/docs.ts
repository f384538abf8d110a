import { z } from 'zod';
import { jobDoc } from '../../jobs/docs.ts';

/** What /api/docs says of the import and export routes. */
const upload = z.object({
  upload: z.string().describe('id завантаженого файлу для наступних кроків'),
  filename: z.string(),
  type: z.enum(['csv', 'xlsx']),
  columns: z.array(z.string()).describe('заголовки стовпців файлу'),
  mapping: z.record(z.string(), z.string()).describe('запропоноване зіставлення: стовпець → поле'),
  fields: z.array(z.string()).describe('поля, які можна імпортувати (`attr:<id>` — характеристика товару)'),
  labels: z.record(z.string(), z.string()).describe('назви характеристик, які називає файл: поле → назва колонки'),
  key: z.string().nullable().describe('поле, за яким upsert знаходить наявний запис'),
  defaults: z.record(z.string(), z.unknown()),
});
const file = z.object({ file: z.string().describe('CSV або XLSX (multipart/form-data)') });

export const importDocs = {
  upload: { body: file, response: { 200: z.object({ data: upload }) } },
  categoryUpload: {
    body: file,
    response: {
      200: z.object({ data: upload.extend({ category: z.object({ id: z.number().int(), title: z.string() }) }) }),
    },
  },
  job: {
    body: z.object({
      mapping: z.record(z.string(), z.string().nullable()).describe('стовпець файлу → поле; null — пропустити'),
      mode: z.enum(['create', 'upsert']),
    }),
    response: { 202: z.object({ data: jobDoc }).describe('завдання: GET /api/jobs/{id} — поступ і звіт') },
  },
  export: {
    querystring: z
      .object({ format: z.enum(['csv', 'xlsx']) })
      .catchall(z.string())
      .describe('і фільтри списку'),
    response: { 200: z.string().describe('файл CSV (UTF-8 з BOM, «;») або XLSX, потоком') },
  },
  exportLink: {
    querystring: z
      .object({ format: z.enum(['csv', 'xlsx']) })
      .catchall(z.string())
      .describe('і фільтри списку, як у експорту'),
    response: {
      200: z.object({
        data: z.object({ url: z.string().describe('посилання на файл: діє хвилину, для цього сеансу') }),
      }),
    },
  },
  exportDownload: {
    querystring: z
      .object({ session: z.string(), expires: z.string(), signature: z.string() })
      .catchall(z.string())
      .describe('посилання з GET /api/{name}/export/link, як є'),
    response: { 200: z.string().describe('файл CSV або XLSX, потоком') },
  },
};
