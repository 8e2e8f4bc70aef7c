import { crc32, deflateSync } from 'node:zlib';

const SIZE = 48;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A demo logo: a 48 px PNG, a disc of `colour` (hex `rrggbb`) on white, as a `data:` URL. */
export function demoLogo(colour: string): string {
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(colour.slice(at, at + 2), 16));
  const rows = Array.from({ length: SIZE }, (_, y) => {
    const row = Buffer.alloc(1 + SIZE * 3, 0xff);
    row[0] = 0; // no filter
    for (let x = 0; x < SIZE; x++) {
      const inside = (x - SIZE / 2 + 0.5) ** 2 + (y - SIZE / 2 + 0.5) ** 2 <= (SIZE / 2 - 2) ** 2;
      if (inside) row.set([r!, g!, b!], 1 + x * 3);
    }
    return row;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
