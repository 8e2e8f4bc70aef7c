import multipart from '@fastify/multipart';
import { ErrorCode, formatFileSize, type FileKind } from '@srd/contract';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { assertImageSizeAcceptable } from './image-size.js';
import { sniffFile, type Sniffed } from './sniff.js';

/** An upload read whole and recognised: its bytes, the sender's file name and what the bytes are. */
export interface Upload extends Sniffed {
  fileName: string;
  bytes: Buffer;
  /** The text fields sent beside the file. */
  fields: Record<string, string>;
}

const MULTIPART = 'multipart/form-data';

/**
 * Upload routes (those whose schema `consumes` multipart/form-data) read at most one file of at most
 * `maxBytes`; every other route still takes JSON only, answering a multipart body with 415.
 */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart() && !req.routeOptions.schema?.consumes?.includes(MULTIPART)) {
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(req.headers['content-type']);
    }
  });
}

/**
 * Reads the request's one file part: 1043 without one, 1025 past `maxBytes` (the SPEC message, the
 * size humanised), 1044 when its content is none of `accepted`, 1046 for an image whose header declares
 * too many pixels. Nothing is stored before it returns.
 */
export async function readUpload(
  req: FastifyRequest,
  maxBytes: number,
  accepted: readonly FileKind[],
): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError(ErrorCode.UploadMissing);
  const fields: Record<string, string> = {};
  let found: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (!found) found = { fileName: part.filename, bytes: await part.toBuffer() };
      else await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCode.UploadTooLarge, { size: formatFileSize(maxBytes) });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(ErrorCode.BadRequest);
    throw error;
  }
  if (!found || found.bytes.length === 0) throw new AppError(ErrorCode.UploadMissing);
  const sniffed = sniffFile(found.bytes, found.fileName);
  if (!sniffed || !accepted.includes(sniffed.kind)) throw new AppError(ErrorCode.UploadTypeRefused);
  if (sniffed.kind === 'image') assertImageSizeAcceptable(found.bytes);
  return { ...found, ...sniffed, fileName: safeFileName(found.fileName, sniffed.extension), fields };
}

/** The sender's name without folders or control characters, ending in the extension its content has. */
export function safeFileName(name: string, extension: string): string {
  const base =
    (name.split(/[\\/]/).pop() ?? '')
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim()
      .slice(0, 200) || 'file';
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${extension}`;
}
