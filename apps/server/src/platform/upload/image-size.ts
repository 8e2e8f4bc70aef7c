import { ErrorCode, imageTypeOf } from '@srd/contract';
import { AppError } from '../http/app-error.js';

/** An image's size as its header declares it, in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The largest image an upload may hold. A few kilobytes of PNG can declare 65535 × 65535 pixels (16 GB
 * once decoded), so the size is read from the header and checked before anything decodes the image:
 * neither the server nor a browser showing the image should have to find out by decoding it.
 */
export const IMAGE_MAX_SIDE = 8_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

const ascii = (bytes: Buffer, start: number, length: number) => bytes.toString('latin1', start, start + length);

/** PNG: the IHDR chunk comes first, its width and height as 32-bit big-endian numbers. */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are other tables. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walks the segments from the start to the first frame header, which gives height then width. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker, and the standalone markers that carry no length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    // The image data starts (SOS) or ends (EOI) before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = bytes.readUInt16BE(offset + 2);
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** GIF: the logical screen's width and height, 16-bit little-endian, after the six-byte signature. */
function gifSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 10) return undefined;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/**
 * WebP: the first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas size), each with its own layout.
 */
function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

const READERS = { 'image/png': pngSize, 'image/jpeg': jpegSize, 'image/gif': gifSize, 'image/webp': webpSize } as const;

/** The size an image's header declares, without decoding it; undefined when the header cannot be read. */
export function imageSizeOf(bytes: Buffer): ImageSize | undefined {
  const type = imageTypeOf(bytes.subarray(0, 12));
  const size = type ? READERS[type](bytes) : undefined;
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/**
 * Refuses an image over IMAGE_MAX_SIDE a side or IMAGE_MAX_PIXELS in all (1046, naming its size), and
 * one whose header gives no size (1044: not a readable image).
 */
export function assertImageSizeAcceptable(bytes: Buffer): ImageSize {
  const size = imageSizeOf(bytes);
  if (!size) throw new AppError(ErrorCode.UploadTypeRefused);
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE || size.width * size.height > IMAGE_MAX_PIXELS) {
    throw new AppError(ErrorCode.ImageTooLarge, {
      width: size.width,
      height: size.height,
      side: IMAGE_MAX_SIDE,
      megapixels: IMAGE_MAX_PIXELS / 1_000_000,
    });
  }
  return size;
}
