import { deflateSync } from 'node:zlib';
import { ErrorCode } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { PNG, pngOf } from '../../test/uploads.js';
import { assertImageSizeAcceptable, imageSizeOf } from './image-size.js';

const jpegOf = (width: number, height: number) => {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([
    0xff,
    0xc2,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xda, 0, 2, 0xff, 0xd9])]);
};
const gifOf = (width: number, height: number) => {
  const dims = Buffer.alloc(4);
  dims.writeUInt16LE(width, 0);
  dims.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a'), dims, Buffer.from([0, 0, 0, 0x3b])]);
};
const riff = (chunkType: string, data: Buffer) =>
  Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), Buffer.from(chunkType), Buffer.from([data.length, 0, 0, 0]), data]);
const webpLossy = (width: number, height: number) => {
  const data = Buffer.alloc(10);
  data.set([0x9d, 0x01, 0x2a], 3);
  data.writeUInt16LE(width, 6);
  data.writeUInt16LE(height, 8);
  return riff('VP8 ', data);
};
const webpLossless = (width: number, height: number) => {
  const data = Buffer.alloc(10);
  data[0] = 0x2f;
  data.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  return riff('VP8L', data);
};
const webpExtended = (width: number, height: number) => {
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', data);
};

const refusal = (bytes: Buffer) => {
  try {
    assertImageSizeAcceptable(bytes);
    return undefined;
  } catch (error) {
    return error as { code: number; values?: Record<string, unknown> };
  }
};

describe('the size an image header declares', () => {
  it('is read from PNG, JPEG, GIF and WebP headers without decoding', () => {
    expect(imageSizeOf(PNG)).toEqual({ width: 1, height: 1 });
    expect(imageSizeOf(pngOf(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSizeOf(jpegOf(1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(imageSizeOf(gifOf(300, 200))).toEqual({ width: 300, height: 200 });
    expect(imageSizeOf(webpLossy(800, 600))).toEqual({ width: 800, height: 600 });
    expect(imageSizeOf(webpLossless(123, 45))).toEqual({ width: 123, height: 45 });
    expect(imageSizeOf(webpExtended(5000, 7000))).toEqual({ width: 5000, height: 7000 });
  });

  it('is unknown for a signature alone, a cut header or a zero side', () => {
    expect(imageSizeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBeUndefined();
    expect(imageSizeOf(jpegOf(10, 10).subarray(0, 24))).toBeUndefined();
    expect(imageSizeOf(jpegOf(10, 0))).toBeUndefined();
    expect(imageSizeOf(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    expect(refusal(Buffer.from('GIF89a'))?.code).toBe(ErrorCode.UploadTypeRefused);
  });
});

describe('images too large to decode safely', () => {
  it('refuses a PNG decompression bomb: 12 KB that would decode to 100 megapixels', () => {
    const bomb = pngOf(10_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(refusal(bomb)).toMatchObject({
      code: ErrorCode.ImageTooLarge,
      values: { width: 10_000, height: 10_000, side: 8_000, megapixels: 40 },
    });
  });

  it('refuses a header claiming 65535 × 65535 pixels, in every format', () => {
    const claim = pngOf(65_535, 65_535, deflateSync(Buffer.alloc(16)));
    for (const image of [
      claim,
      jpegOf(65_535, 65_535),
      gifOf(65_535, 65_535),
      webpExtended(65_535, 65_535),
      webpLossless(16_384, 16_384),
    ]) {
      expect(refusal(image)?.code).toBe(ErrorCode.ImageTooLarge);
    }
  });

  it('refuses more than 40 megapixels even within 8,000 pixels a side, and takes what is within both', () => {
    expect(refusal(pngOf(7_000, 7_000))?.code).toBe(ErrorCode.ImageTooLarge);
    expect(refusal(jpegOf(8_001, 10))?.code).toBe(ErrorCode.ImageTooLarge);
    expect(refusal(jpegOf(8_000, 5_000))).toBeUndefined();
    expect(refusal(pngOf(1_920, 1_080))).toBeUndefined();
  });
});
