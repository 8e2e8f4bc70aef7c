import { imageTypeOf, type FileKind } from '@srd/contract';

/** What a file's bytes say it is. */
export interface Sniffed {
  kind: FileKind;
  contentType: string;
  /** The extension the stored name is given, whatever the uploaded name said. */
  extension: string;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The extension a stored image is given, by its type. */
const IMAGE_EXTENSIONS: Record<NonNullable<ReturnType<typeof imageTypeOf>>, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * An XLSX workbook is a ZIP whose entries include `[Content_Types].xml` and the `xl/` folder; their
 * names stand in the local file headers near the start and in the central directory at the end.
 */
function isWorkbook(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return text.includes('[Content_Types].xml') && text.includes('xl/workbook.xml');
}

/** CSV has no signature: UTF-8 text (an optional BOM) without control bytes other than tab and line ends. */
function isCsvText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

/**
 * The kind of an uploaded file from its leading bytes (magic numbers), never from its name or the
 * browser's content type, both of which the sender chooses. CSV, having no signature, is accepted only
 * as plain text under a `.csv` name. Anything else is undefined: refused.
 */
export function sniffFile(bytes: Buffer, fileName: string): Sniffed | undefined {
  const image = imageTypeOf(bytes.subarray(0, 12));
  if (image) return { kind: 'image', contentType: image, extension: IMAGE_EXTENSIONS[image] };
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return isWorkbook(bytes)
      ? {
          kind: 'xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          extension: 'xlsx',
        }
      : { kind: 'zip', contentType: 'application/zip', extension: 'zip' };
  }
  if (/\.csv$/i.test(fileName) && isCsvText(bytes)) return { kind: 'csv', contentType: 'text/csv', extension: 'csv' };
  return undefined;
}
