import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One part of a zip: its text made a piece at a time, and (to lie) the size the directory claims. */
export interface BombPart {
  name: string;
  content: () => Iterable<string>;
  claimedSize?: number;
}

interface Written {
  name: Buffer;
  crc: number;
  packed: number;
  size: number;
  offset: number;
}

/** Deflates a part piece by piece, so a part of hundreds of MB never sits in the test's memory. */
async function deflate(
  part: BombPart,
  write: (chunk: Buffer) => void,
): Promise<{ crc: number; packed: number; size: number }> {
  const zip = createDeflateRaw({ level: 1 });
  let crc = 0;
  let size = 0;
  let packed = 0;
  zip.on('data', (chunk: Buffer) => {
    packed += chunk.length;
    write(chunk);
  });
  const ended = once(zip, 'end');
  const push = async (text: string) => {
    const bytes = Buffer.from(text);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!zip.write(bytes)) await once(zip, 'drain');
  };
  // pieces gathered into ~1 MB writes: a write per 30-byte row is a minute for 20 MB
  let pending = '';
  for (const piece of part.content()) {
    pending += piece;
    if (pending.length >= 1 << 20) {
      await push(pending);
      pending = '';
    }
  }
  await push(pending);
  zip.end();
  await ended;
  return { crc, packed, size };
}

function header(signature: number, fields: [number, 2 | 4][]): Buffer {
  const out = Buffer.alloc(4 + fields.reduce((n, [, w]) => n + w, 0));
  out.writeUInt32LE(signature, 0);
  let at = 4;
  for (const [value, width] of fields) {
    if (width === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value >>> 0, at);
    at += width;
  }
  return out;
}

/**
 * Writes a zip to `file` as a spreadsheet program would (deflate, sizes after the data in a
 * descriptor), but with whatever sizes a part claims: the test's bombs are made of honest and
 * lying parts alike. Local headers carry no sizes, the central directory carries the claims.
 */
export async function writeZip(file: string, parts: BombPart[]): Promise<void> {
  const out = createWriteStream(file);
  let offset = 0;
  const write = (chunk: Buffer) => {
    out.write(chunk);
    offset += chunk.length;
  };
  const written: Written[] = [];
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const start = offset;
    // version 20, flag 8 (sizes in the data descriptor), deflate, no time
    write(
      header(0x04034b50, [
        [20, 2],
        [8, 2],
        [8, 2],
        [0, 2],
        [0x21, 2],
        [0, 4],
        [0, 4],
        [0, 4],
        [name.length, 2],
        [0, 2],
      ]),
    );
    write(name);
    const { crc, packed, size } = await deflate(part, write);
    const claimed = part.claimedSize ?? size;
    write(
      header(0x08074b50, [
        [crc, 4],
        [packed, 4],
        [claimed, 4],
      ]),
    );
    written.push({ name, crc, packed, size: claimed, offset: start });
  }
  const directory = offset;
  for (const w of written) {
    write(
      header(0x02014b50, [
        [20, 2],
        [20, 2],
        [8, 2],
        [8, 2],
        [0, 2],
        [0x21, 2],
        [w.crc, 4],
        [w.packed, 4],
        [w.size, 4],
        [w.name.length, 2],
        [0, 2],
        [0, 2],
        [0, 2],
        [0, 2],
        [0, 4],
        [w.offset, 4],
      ]),
    );
    write(w.name);
  }
  const size = offset - directory;
  write(
    header(0x06054b50, [
      [0, 2],
      [0, 2],
      [written.length, 2],
      [written.length, 2],
      [size, 4],
      [directory, 4],
      [0, 2],
    ]),
  );
  out.end();
  await once(out, 'finish');
}

const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Товари" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** A workbook's parts around a sheet and shared strings made piece by piece. */
export function workbookParts(
  sheet: () => Iterable<string>,
  shared: () => Iterable<string> = () => [],
  claims: { sheet?: number; shared?: number } = {},
): BombPart[] {
  const main = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  return [
    { name: 'xl/workbook.xml', content: () => [workbook] },
    { name: 'xl/_rels/workbook.xml.rels', content: () => [rels] },
    {
      name: 'xl/sharedStrings.xml',
      content: function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><sst ${main}>`;
        yield* shared();
        yield '</sst>';
      },
      ...(claims.shared ? { claimedSize: claims.shared } : {}),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><worksheet ${main}><sheetData>`;
        yield* sheet();
        yield '</sheetData></worksheet>';
      },
      ...(claims.sheet ? { claimedSize: claims.sheet } : {}),
    },
  ];
}

/** `<row>` of string cells by shared-string number, or inline text. */
export const sharedRow = (row: number, refs: number[]): string =>
  `<row r="${row}">${refs.map((ref) => `<c t="s"><v>${ref}</v></c>`).join('')}</row>`;
export const inlineRow = (row: number, texts: string[]): string =>
  `<row r="${row}">${texts.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
