import { z } from 'zod';

/** Largest logo accepted, in bytes, and how the SPEC 5 message names it. */
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_MAX_SIZE_TEXT = '500 KB';
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The first bytes of each accepted image type: an image is known by its content, never by its name. */
const SIGNATURES: Record<(typeof LOGO_TYPES)[number], (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46,
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/** The accepted image type the leading bytes (at least 12) show, if any. */
export function imageTypeOf(head: Uint8Array): (typeof LOGO_TYPES)[number] | undefined {
  return LOGO_TYPES.find((type) => SIGNATURES[type](head));
}

/**
 * Why a logo (an image as a `data:` URL, as the form reads the chosen file) is refused: not one of
 * the accepted image types, or too large; null when it is accepted.
 */
export function logoProblem(dataUrl: string): 'type' | 'size' | null {
  const match = /^data:([a-z/]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  const type = match?.[1] as (typeof LOGO_TYPES)[number] | undefined;
  if (!match || !type || !LOGO_TYPES.includes(type)) return 'type';
  if (dataUrlBytes(dataUrl) > LOGO_MAX_BYTES) return 'size';
  const head = Uint8Array.from(atob(match[2]!.slice(0, 16)), (char) => char.charCodeAt(0));
  return SIGNATURES[type](head) ? null : 'type';
}

/** Bytes of the image a base64 data URL carries. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/**
 * A logo field of a form: an image as a `data:` URL, or none ('' from a cleared field is none). Bounded by
 * the request body limit; the type and size rules are logoProblem's, checked by the server with the SPEC message.
 */
export const LogoInput = z.preprocess((value) => (value === '' ? null : value), z.string().max(1_500_000).nullish());
