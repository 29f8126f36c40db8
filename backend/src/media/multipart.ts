import '@fastify/multipart';
import { createParamDecorator, ExecutionContext, HttpStatus, Injectable, PipeTransform } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppException } from '@app/common/app-exception';
import { sanitizeFileName } from './file-types';

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A file of a multipart request, read whole. */
export interface Upload {
  filename: string;
  bytes: Buffer;
}

export const UPLOAD_MSG = {
  none: 'Alegeți cel puțin un fișier.',
  tooMany: `Cel mult ${MAX_FILES} fișiere odată.`,
  unreadable: 'Fișierele trimise nu au putut fi citite.',
  wrongField: 'Trimiteți fișierele în câmpul files[].',
  tooLarge: (name: string) => `Fișierul „${name}” depășește 10 MB.`,
};

/** A name for error messages: the sanitized uploaded name, whatever its extension. */
export const shownName = (filename: string | undefined) => sanitizeFileName(filename, 'bin');

/** Reads the files of a multipart request under `files[]` (or `files`); the limits' errors in Romanian. */
async function readUploads(request: FastifyRequest): Promise<Upload[]> {
  if (!request.isMultipart()) throw AppException.invalid({ files: [UPLOAD_MSG.none] });
  const uploads: Upload[] = [];
  let wrongField = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'files[]' || part.fieldname === 'files') uploads.push({ filename: part.filename, bytes });
      else wrongField = true;
    }
  } catch (err) {
    const e = err as { code?: string; statusCode?: number; part?: { filename?: string } };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppException(HttpStatus.PAYLOAD_TOO_LARGE, {
        message: UPLOAD_MSG.tooLarge(shownName(e.part?.filename)),
      });
    }
    if (e.code === 'FST_FILES_LIMIT') throw AppException.invalid({ files: [UPLOAD_MSG.tooMany] });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      throw AppException.invalid({ files: [UPLOAD_MSG.unreadable] });
    }
    throw err;
  }
  if (wrongField) throw AppException.invalid({ files: [UPLOAD_MSG.wrongField] });
  return uploads;
}

/** Turns the Fastify request into its uploaded files, at the edge: services take files, not requests. */
@Injectable()
export class MultipartPipe implements PipeTransform<FastifyRequest, Promise<Upload[]>> {
  transform(request: FastifyRequest): Promise<Upload[]> {
    return readUploads(request);
  }
}

const RawRequest = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  ctx.switchToHttp().getRequest<FastifyRequest>(),
);

/** A handler's parameter: the request's uploaded files (multipart/form-data, MultipartPipe). */
export const Uploads = () => RawRequest(MultipartPipe);
