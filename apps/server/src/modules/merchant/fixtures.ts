/** Test images as `data:` URLs: the smallest PNG, and ones that break the logo rules. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const logos = {
  png: `data:image/png;base64,${PNG_1PX}`,
  /** PNG bytes declared as a JPEG. */
  mislabelled: `data:image/jpeg;base64,${PNG_1PX}`,
  svg: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
  /** A PNG header followed by 501 KB: over the 500 KB limit. */
  tooLarge: `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(501 * 1024)]).toString(
    'base64',
  )}`,
};
