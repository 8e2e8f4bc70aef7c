/** RFC 5987 percent-encoding: encodeURIComponent also leaves ' ( ) * alone, which the attribute may not hold. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition` of a download: `asciiName` for old clients, `name` (any language) in the
 * RFC 5987 `filename*` form that browsers prefer.
 */
export function attachment(name: string, asciiName: string): string {
  const fallback = asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
