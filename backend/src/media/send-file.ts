import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-types';
import type { Media } from './media.entity';

/** A fetched file in the OpenAPI document: its bytes, under each content type it may have. */
export const binary = { schema: { type: 'string', format: 'binary' } };

/** Answers a stored file: its bytes with its own type, size and name, not sniffed and not cached. */
export function sendFile(reply: FastifyReply, { media, stream }: { media: Media; stream: Readable }) {
  return reply
    .status(200)
    .header('content-type', media.mime)
    .header('content-length', String(media.size))
    .header('content-disposition', contentDisposition(media.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}
