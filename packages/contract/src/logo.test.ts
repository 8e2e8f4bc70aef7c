import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoProblem } from './logo.js';

const dataUrl = (type: string, bytes: Uint8Array | number[]) =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('logos', () => {
  it('accept the four image types by their content, up to 500 KB', () => {
    expect(logoProblem(dataUrl('image/png', PNG_HEAD))).toBeNull();
    expect(logoProblem(dataUrl('image/jpeg', [0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(
      logoProblem(
        dataUrl(
          'image/gif',
          [...'GIF89a'].map((c) => c.charCodeAt(0)),
        ),
      ),
    ).toBeNull();
    expect(
      logoProblem(
        dataUrl(
          'image/webp',
          [...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0)),
        ),
      ),
    ).toBeNull();
    const atLimit = new Uint8Array(LOGO_MAX_BYTES);
    atLimit.set(PNG_HEAD);
    expect(logoProblem(`data:image/png;base64,${Buffer.from(atLimit).toString('base64')}`)).toBeNull();
    const overLimit = new Uint8Array(LOGO_MAX_BYTES + 1);
    overLimit.set(PNG_HEAD);
    expect(logoProblem(`data:image/png;base64,${Buffer.from(overLimit).toString('base64')}`)).toBe('size');
  });
  it('refuse other types, mislabelled content and anything but a data URL', () => {
    expect(
      logoProblem(
        dataUrl(
          'image/svg+xml',
          [...'<svg/>'].map((c) => c.charCodeAt(0)),
        ),
      ),
    ).toBe('type');
    expect(logoProblem(dataUrl('image/jpeg', PNG_HEAD))).toBe('type');
    expect(logoProblem('https://example.com/logo.png')).toBe('type');
    expect(logoProblem('data:image/png;base64,not base64!')).toBe('type');
  });
});
