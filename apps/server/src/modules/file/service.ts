import { ErrorCode, ResourceType, type FileKind, FilePageRequest, type StoredFile } from '@srd/contract';
import { eq } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import type { Upload } from '../../platform/upload/multipart.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { storedFile } from './tables.js';

/** Files in the caller's tenant scope; their bytes are never listed nor audited, only their description. */
export const files = createEntityService({
  table: storedFile,
  resType: ResourceType.File,
  placement: { tid: storedFile.tid },
  hidden: ['data'],
  request: FilePageRequest,
  defaultSort: { field: 'creDttm', order: 'descend' },
  keyword: [storedFile.fileName],
  present: (row) => withIsoDates(row) as StoredFile,
  async check(tx, _ctx, next) {
    await assertPlacementExists(tx, { tid: (next.tid as number | null) ?? null, mid: null, sid: null });
  },
});

/** The kinds every upload of the file list accepts. */
export const ANY_FILE: readonly FileKind[] = ['image', 'pdf', 'xlsx', 'csv', 'zip'];

/**
 * Stores a checked upload in the caller's scope (the tenant it names, else the caller's own, else
 * platform-wide), audited like any record. The news image upload goes through here too.
 */
export function storeUpload(
  ctx: SignedInContext,
  upload: Upload,
  options: { tid?: number | null; isPublic?: boolean } = {},
) {
  const tid =
    options.tid !== undefined ? options.tid : upload.fields.tid ? Number(upload.fields.tid) : ctx.user.scope.tid;
  if (tid !== null && !(Number.isInteger(tid) && tid > 0)) throw new AppError(ErrorCode.BadRequest);
  return files.create(ctx, {
    tid,
    fileName: upload.fileName,
    contentType: upload.contentType,
    kind: upload.kind,
    size: upload.bytes.length,
    isPublic: options.isPublic ?? false,
    data: upload.bytes,
  });
}

/** A file's bytes for a caller who may read it (1004 or not found otherwise). */
export async function fileContent(ctx: SignedInContext, id: number) {
  const described = await files.read(ctx, id);
  const [row] = await ctx.db.select({ data: storedFile.data }).from(storedFile).where(eq(storedFile.id, id));
  return { ...described, data: row!.data };
}
