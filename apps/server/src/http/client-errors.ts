import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { apiMessages } from '@kramar/contract';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestMessages } from './errors.ts';

/** Refusals made before any route runs, in the words of every other error (DESIGN §4). */
const refusals: Record<number, string> = {
  400: apiMessages.badRequest,
  408: requestMessages.slow,
  413: apiMessages.payloadTooLarge,
  414: requestMessages.longUrl,
  431: requestMessages.headers,
  501: apiMessages.methodNotAllowed,
};

const badUrl = requestMessages.badUrl;

/** Where the request line ends in what Node had buffered; a line this long is the URL's fault. */
const longRequestLine = 8 * 1024;

function statusOf(error: ConnectionError): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_INVALID_METHOD') return 501;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet: unknown = error.rawPacket;
    if (Buffer.isBuffer(packet)) {
      const lineEnd = packet.indexOf('\r\n');
      if ((lineEnd === -1 ? packet.length : lineEnd) >= longRequestLine) return 414;
    }
    return 431;
  }
  return 400;
}

/**
 * Node's parser refuses a request before Fastify sees it (headers or URL too large, a method
 * or syntax it cannot parse, a request that never finished arriving): answer once, in JSON
 * and Ukrainian, and close, as Node itself would.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // a reset connection has nobody left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error);
  const body = JSON.stringify({ message: refusals[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's own refusals made before routing (a malformed percent-escape in the URL, a path
 * parameter over the router's length): the same shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const message = error.code === 'FST_ERR_BAD_URL' ? badUrl : (refusals[status] ?? apiMessages.badRequest);
  reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify({ message }));
}

/**
 * HTTP/1.1 without a Host header must be refused (RFC 9112 §3.2). Node would do it with an empty
 * body, so its own check is off (`requireHostHeader: false`) and this one answers in our shape.
 */
export function refuseMissingHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return reply.code(400).header('connection', 'close').send({ message: apiMessages.badRequest });
    }
  });
}
