import { z } from 'zod';
import { defineActions } from './actions.js';
import { pageRequest, pageResult } from './paging.js';

export const fileActions = defineActions('file', {
  view: { menuTitle: 'Files' },
  upload: { menuTitle: 'Upload a file' },
  delete: { menuTitle: 'Delete a file' },
});

/** The kinds of file the product accepts, each recognised by its content, not its name. */
export const FILE_KINDS = ['image', 'pdf', 'xlsx', 'csv', 'zip'] as const;
export const FileKind = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof FileKind>;

/** Largest upload by default (the server's `UPLOAD_MAX_MB`): 10 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** An uploaded file as lists show it; its bytes are fetched with `GET /file/download/{id}`. */
export const StoredFile = z.object({
  id: z.int32(),
  /** Null: platform-wide. */
  tid: z.int32().nullable(),
  fileName: z.string(),
  /** MIME type of the sniffed content. */
  contentType: z.string(),
  kind: FileKind,
  size: z.int32(),
  /** Shown to visitors without signing in (news images). */
  isPublic: z.boolean(),
  creUser: z.int32().nullable(),
  creDttm: z.string(),
});
export type StoredFile = z.infer<typeof StoredFile>;

export const FilePageRequest = pageRequest(['fileName', 'size', 'creDttm', 'id'], {
  /** Matches the file name. */
  keyword: z.string().max(120).optional(),
  tid: z.int32().positive().optional(),
  kind: FileKind.optional(),
});
export type FilePageRequest = z.infer<typeof FilePageRequest>;
export const FilePage = pageResult(StoredFile);

/** Text fields sent beside the file part of an upload: the tenant it belongs to (none: platform-wide). */
export const UploadFields = z.object({ tid: z.coerce.number().pipe(z.int32().positive()).optional() });

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count as people read it: 10485760 -> "10 MB", 1536 -> "1.5 KB" (binary multiples). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${UNITS[unit]}`;
}
