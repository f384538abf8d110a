/**
 * A streaming reader of the XML a spreadsheet's parts are written in. Hand-made rather than a
 * general SAX parser because those buffer a whole text node, comment or CDATA section before
 * they emit it: one 1 GB text node in a spreadsheet bomb is 1 GB (2 GB as a string) of memory.
 * This one hands text on in pieces as it arrives and never holds more than one tag (`maxTag`),
 * so what it keeps is bounded whatever the bytes say. DOCTYPE is refused (no entity expansion).
 */
export interface XmlSink {
  open(name: string, attrs: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  /** A piece of character data (entities decoded); one text node may come in several pieces. */
  text(piece: string): void;
}

/** A tag, comment or processing instruction longer than this is not a spreadsheet's. */
const maxTag = 64 * 1024;

export class XmlUnreadable extends Error {}

/** The markup goes on in the next chunk (kept whole in `pending`, up to `maxTag`). */
const cut = -1;
/** A CDATA section goes on in the next chunk; its text so far is handed on already. */
const cdataCut = -2;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref] ?? whole;
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** `x:row` and `row` are the same element: some writers prefix the spreadsheet namespace. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const attrPattern = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function parseTag(body: string, sink: XmlSink): void {
  if (body[0] === '/') {
    sink.close(localName(body.slice(1).trim()));
    return;
  }
  const selfClosing = body.endsWith('/');
  const inner = selfClosing ? body.slice(0, -1) : body;
  const space = inner.search(/\s/);
  const name = localName(space < 0 ? inner : inner.slice(0, space));
  const attrs: Record<string, string> = {};
  if (space >= 0) {
    for (const match of inner.slice(space).matchAll(attrPattern)) {
      attrs[localName(match[1] as string)] = decode(match[2] ?? match[3] ?? '');
    }
  }
  sink.open(name, attrs, selfClosing);
}

/** Feeds decoded text to a sink chunk by chunk; `end()` says the document is complete. */
export class XmlTokens {
  private pending = '';

  constructor(private readonly sink: XmlSink) {}

  write(chunk: string): void {
    const text = this.pending + chunk;
    let at = 0;
    for (;;) {
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        // text up to a possibly cut entity goes on now; the cut part waits for the next chunk
        const amp = text.lastIndexOf('&');
        const keep = amp >= at && text.length - amp < 12 && !text.includes(';', amp) ? amp : text.length;
        if (keep > at) this.sink.text(decode(text.slice(at, keep)));
        this.pending = text.slice(keep);
        return;
      }
      if (lt > at) this.sink.text(decode(text.slice(at, lt)));
      const end = this.markupEnd(text, lt);
      if (end === cut) {
        this.pending = text.slice(lt);
        if (this.pending.length > maxTag) throw new XmlUnreadable('markup too long');
        return;
      }
      if (end === cdataCut) return;
      at = end;
    }
  }

  end(): void {
    if (this.pending.trim()) throw new XmlUnreadable('unfinished markup');
  }

  /** Where the markup starting at `lt` ends (past its closing), after handing it on; or why it cannot yet. */
  private markupEnd(text: string, lt: number): number {
    if (text.startsWith('<![CDATA[', lt)) {
      const close = text.indexOf(']]>', lt);
      if (close < 0) return this.cdataPiece(text, lt);
      this.sink.text(text.slice(lt + 9, close));
      return close + 3;
    }
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt);
      return close < 0 ? cut : close + 3;
    }
    if (text.startsWith('<!', lt) && text.length - lt >= 9) {
      if (text.slice(lt, lt + 9).toUpperCase() === '<!DOCTYPE') throw new XmlUnreadable('DOCTYPE');
    }
    const close = text.indexOf('>', lt);
    if (close < 0) return cut;
    const body = text.slice(lt + 1, close);
    if (body[0] !== '?' && body[0] !== '!') parseTag(body, this.sink);
    return close + 1;
  }

  /** A CDATA section cut by the chunk: its text so far goes on, the section reopens in `pending`. */
  private cdataPiece(text: string, lt: number): number {
    // keep two characters back: they may be the start of the `]]>` that ends it
    const upTo = Math.max(lt + 9, text.length - 2);
    if (upTo > lt + 9) this.sink.text(text.slice(lt + 9, upTo));
    this.pending = `<![CDATA[${text.slice(upTo)}`;
    return cdataCut;
  }
}
