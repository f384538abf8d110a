import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { tableLimits, tooMuch } from './table-limits.ts';
import { type XmlSink, XmlTokens } from './xml-tokens.ts';

/**
 * An XLSX file's zip, judged by its central directory before anything is inflated: the number of
 * parts, their unpacked size together and each one's compression ratio. The directory can lie, so
 * `readPart` also counts what inflating really gives and stops at the size the directory declared.
 */
export class XlsxZip {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(file: string): Promise<XlsxZip> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      // sizes are checked here, as they come, with the user's message (yauzl's check throws its own)
      yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: false }, (error, z) =>
        error || !z ? reject(error) : resolve(z),
      ),
    );
    try {
      if (zip.entryCount > tableLimits.parts) throw tooMuch.parts();
      return new XlsxZip(zip, await directory(zip));
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Streams a part's text into a sink, yielding after each chunk so the caller can hand on what it made. */
  async *readPart(name: string, sink: XmlSink): AsyncGenerator<void> {
    const entry = this.entries.get(name);
    if (!entry) return;
    const stream = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, s) => (error || !s ? reject(error) : resolve(s))),
    );
    const tokens = new XmlTokens(sink);
    const text = new TextDecoder('utf-8');
    let bytes = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > entry.uncompressedSize) throw tooMuch.sizeLies();
        tokens.write(text.decode(chunk, { stream: true }));
        yield;
      }
      tokens.write(text.decode());
      tokens.end();
    } finally {
      stream.destroy();
    }
  }

  close(): void {
    this.zip.close();
  }
}

async function directory(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > tableLimits.unpackedBytes) return reject(tooMuch.unpacked());
      const size = entry.uncompressedSize;
      if (size > tableLimits.ratioFromBytes && size / Math.max(1, entry.compressedSize) > tableLimits.ratio) {
        return reject(tooMuch.ratio());
      }
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}
