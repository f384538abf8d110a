import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Body bytes the client had written when the answer began to arrive. */
  sent: number;
}

/**
 * One HTTP/1.1 request over a bare socket, so a test sees the server answer while the body is
 * still unsent: writes `head` (request line and headers, without the blank line), then the
 * chunks of `body` one by one, stopping the moment the answer begins. Rejects when nothing
 * answers within `timeoutMs`, as a server waiting for the rest of an announced body would.
 */
export function rawRequest(
  url: string,
  head: string,
  body: Iterable<Buffer> = [],
  timeoutMs = 5_000,
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let sent = 0;
    let answered = false;
    let sentAtAnswer = 0;
    const timer = setTimeout(
      () => finish(new Error(`no answer within ${timeoutMs} ms, ${sent} body bytes sent`)),
      timeoutMs,
    );

    function finish(error?: Error, response?: RawResponse) {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else if (response) resolve(response);
    }

    function parse(): RawResponse | undefined {
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return undefined;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      const content = received.subarray(end + 4);
      if (content.length < length) return undefined;
      const text = content.subarray(0, length).toString('utf8');
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: Number(statusLine.split(' ')[1]), headers, body: parsed, sent: sentAtAnswer };
    }

    socket.on('data', (chunk: Buffer) => {
      if (!answered) sentAtAnswer = sent;
      answered = true;
      received = Buffer.concat([received, chunk]);
      const response = parse();
      if (response) finish(undefined, response);
    });
    socket.on('end', () => {
      const response = parse();
      finish(response ? undefined : new Error(`connection closed: ${received.toString('latin1')}`), response);
    });
    // the server may close while we write the rest of a refused body: its answer is what counts
    socket.on('error', () => {});

    socket.on('connect', async () => {
      socket.write(`${head}\r\n\r\n`);
      for (const chunk of body) {
        if (answered || socket.destroyed) return;
        sent += chunk.length;
        if (!socket.write(chunk)) {
          await new Promise<void>((done) => {
            const go = () => {
              for (const event of ['drain', 'close', 'data']) socket.off(event, go);
              done();
            };
            for (const event of ['drain', 'close', 'data']) socket.on(event, go);
          });
        }
      }
    });
  });
}

/** `count` chunks of `size` bytes, made as they are sent. */
export function* chunks(size: number, count: number, fill = 'x'): Generator<Buffer> {
  const chunk = Buffer.alloc(size, fill);
  for (let i = 0; i < count; i++) yield chunk;
}

/** The chunks of `body` framed for `Transfer-Encoding: chunked` (a body of no announced length). */
export function* chunked(body: Iterable<Buffer>): Generator<Buffer> {
  for (const chunk of body)
    yield Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  yield Buffer.from('0\r\n\r\n');
}
