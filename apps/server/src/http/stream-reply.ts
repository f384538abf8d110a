import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A client's HTTP/2 stream reset or HTTP/1 disconnect, noticed before anything was written. */
function clientGone(reply: FastifyReply): boolean {
  const res = reply.raw as { destroyed?: boolean; stream?: { closed: boolean } };
  return reply.request.raw.aborted === true || res.destroyed === true || res.stream?.closed === true;
}

/**
 * Sends a stream of a stored file and closes it whenever the response ends, however it ends.
 * Fastify destroys a stream payload when the response closes, but a response already closed when
 * the payload arrives never says so: a browser cancelling an image while it was being opened left
 * the file's descriptor to the garbage collector (Node's DEP0137 warning, a future error).
 */
export function sendStream(reply: FastifyReply, body: Readable): FastifyReply {
  const close = () => {
    if (!body.destroyed) body.destroy();
  };
  reply.raw.once('close', close);
  if (clientGone(reply)) close();
  return reply.send(body);
}
