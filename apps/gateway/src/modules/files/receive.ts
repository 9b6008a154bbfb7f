import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fail } from '@oj/service-kit';
import { sniffImage } from '../account/image-type.ts';
import { extensionOf } from './kinds.ts';
import type { UploadKind } from './kinds.ts';
import { FilesMessage } from '@oj/contracts';

/** What the upload helpers read of the instance: the multipart plugin's error classes (a small interface, not the app). */
type MultipartHost = Pick<FastifyInstance, 'multipartErrors'>;

/** A received upload: its original name, bytes and the extension it is stored under. */
export interface ReceivedFile {
  name: string;
  data: Buffer;
  extension: string;
}

function asUploadError(app: MultipartHost, error: unknown): unknown {
  if (error instanceof app.multipartErrors.RequestFileTooLargeError) return fail(FilesMessage.exceedMaxSize);
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof statusCode !== 'number') return fail(FilesMessage.uploadMalformed, { cause: error });
  return error;
}

/** Reads the one file of the request, checking its extension, its size and, for images, its bytes. */
export async function receiveFile(app: MultipartHost, request: FastifyRequest, kind: UploadKind): Promise<ReceivedFile> {
  const required = kind.type !== 'md-file' ? FilesMessage.imageRequired : FilesMessage.fileRequired;
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: kind.maxBytes, files: 1, fields: 5 } });
  } catch (error) {
    if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError) throw fail(required);
    throw asUploadError(app, error);
  }
  if (!part) throw fail(required);
  const extension = extensionOf(part.filename);
  if (!kind.extensions.includes(extension)) {
    part.file.resume(); // drain, so the request completes
    throw fail(FilesMessage.fileTypeNotSupported);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    throw asUploadError(app, error);
  }
  if (data.length === 0) throw fail(required);
  if (kind.type !== 'md-file') {
    // The name may lie: the bytes decide what an image is stored as.
    const sniffed = sniffImage(data);
    if (!sniffed) throw fail(FilesMessage.fileTypeNotSupported);
    return { name: part.filename, data, extension: sniffed };
  }
  return { name: part.filename, data, extension };
}
