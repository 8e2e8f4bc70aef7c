import { ErrorCode } from '@srd/contract';
import { AppError } from '../../platform/http/app-error.js';

/** What an uploaded archive may unpack to. */
export interface ArchiveLimits {
  maxEntries: number;
  /** Sum of the entries' uncompressed sizes, in bytes. */
  maxInflatedBytes: number;
  /** Largest uncompressed / compressed ratio of one entry. */
  maxRatio: number;
}

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;

/**
 * Refuses (2179) a ZIP archive (an XLSX workbook) before anything inflates it, from its central directory alone:
 * too many entries, a total or an entry's uncompressed size past the limits, a ratio only a bomb has, a ZIP64
 * archive (sizes this small never need it), names that leave the folder, or a directory that does not parse.
 */
export function assertArchiveWithinLimits(bytes: Buffer, limits: ArchiveLimits): void {
  const refuse = () => new AppError(ErrorCode.UploadArchiveRefused);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - EOCD_SEARCH); at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw refuse();
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) throw refuse();
  if (entries === 0 || entries > limits.maxEntries) throw refuse();
  if (directoryOffset + directorySize > end) throw refuse();
  let at = directoryOffset;
  let inflated = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) throw refuse();
    const compressed = bytes.readUInt32LE(at + 20);
    const uncompressed = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw refuse();
    if (name.startsWith('/') || name.includes('\\') || name.split('/').includes('..')) throw refuse();
    inflated += uncompressed;
    if (inflated > limits.maxInflatedBytes) throw refuse();
    if (uncompressed > 1_000_000 && uncompressed / Math.max(compressed, 1) > limits.maxRatio) throw refuse();
    at += 46 + nameLength + extraLength + commentLength;
  }
}
