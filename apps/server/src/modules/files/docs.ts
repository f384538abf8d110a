import { z } from 'zod';

/** What /api/docs says the media library's routes answer (modules/files). */
const id = z.number().int();

const folder = z.object({ id, parent_id: id.nullable().describe('null: верхній рівень'), name: z.string() });

export const folderDoc = z.object({ data: folder });
export const foldersDoc = z.object({
  data: z.array(folder.extend({ files_count: z.number().int().describe('файлів безпосередньо в папці') })),
});

export const fileDoc = z.object({
  id,
  folder_id: id.nullable(),
  name: z.string().describe('назва для людей; у сховищі файл має випадкову назву'),
  path: z.string().describe('шлях у сховищі: значення, яке поле-зображення запису зберігає, коли показує цей файл'),
  kind: z.enum(['image', 'document']),
  mime: z.string().describe('визначено за вмістом, не за назвою'),
  size: z.number().int().describe('байтів'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string().describe('/uploads/…'),
  thumbnail_url: z.string().nullable().describe('WebP 320 px зображення; null для документів'),
  uploaded_by: id.nullable(),
  created_at: z.string(),
});

export const fileListDoc = z.object({
  data: z.array(fileDoc.extend({ uploaded_by_name: z.string().nullable().describe('хто завантажив') })),
  meta: z.object({ next_cursor: z.string().nullable().describe('передайте як cursor= для наступної сторінки') }),
});

export const usageDoc = z.object({
  path: z.string(),
  resource: z.string(),
  id,
  title: z.string(),
  field: z.string(),
  link: z.string().describe('екран запису в адмінці'),
});

export const fileDetailsDoc = z.object({
  data: fileDoc.extend({
    uploaded_by_name: z.string().nullable(),
    used_in: z.array(usageDoc),
  }),
});

export const uploadDoc = z.object({
  data: z.array(
    z.object({
      name: z.string().describe('назва файлу, як її надіслав клієнт'),
      stored: z.boolean(),
      file: fileDoc.optional().describe('коли stored'),
      reason: z.string().optional().describe('чому не прийнято, українською'),
    }),
  ),
});

export const movedDoc = z.object({ data: z.object({ moved: z.number().int() }) });
export const deletedDoc = z.object({ data: z.object({ deleted: z.number().int() }) });
