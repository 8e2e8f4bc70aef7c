const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Bytes from here up would make `byte % 36` favour the first characters, so they are drawn again.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A code of `length` characters from 0-9 and A-Z, from the platform's secure random source. */
export function randomCode(length: number): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`Invalid code length: ${length}`);
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length - code.length))) {
      if (byte < UNBIASED_LIMIT) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
