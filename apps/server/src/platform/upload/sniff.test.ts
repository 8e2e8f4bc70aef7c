import { describe, expect, it } from 'vitest';
import { sniffFile } from './sniff.js';
import { safeFileName } from './multipart.js';

const zipWith = (...names: string[]) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), ...names.map((name) => Buffer.from(name))]);

describe('recognising an upload by its bytes', () => {
  it('knows images, PDF, XLSX and ZIP by their signatures, whatever the name says', () => {
    expect(sniffFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'a.pdf')).toMatchObject({
      kind: 'image',
      contentType: 'image/png',
    });
    expect(sniffFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'photo')).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
    });
    expect(sniffFile(Buffer.from('GIF89a'), 'x.gif')).toMatchObject({ contentType: 'image/gif' });
    expect(sniffFile(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'x')).toMatchObject({ contentType: 'image/webp' });
    expect(sniffFile(Buffer.from('RIFF\0\0\0\0WAVEfmt '), 'x.webp')).toBeUndefined();
    expect(sniffFile(Buffer.from('%PDF-1.7\n'), 'report.png')).toMatchObject({ kind: 'pdf' });
    expect(sniffFile(zipWith('[Content_Types].xml', 'xl/workbook.xml'), 'book.zip')).toMatchObject({
      kind: 'xlsx',
      extension: 'xlsx',
    });
    expect(sniffFile(zipWith('photos/a.jpg'), 'book.xlsx')).toMatchObject({ kind: 'zip' });
  });

  it('takes CSV only as text under a .csv name, and refuses the rest', () => {
    expect(sniffFile(Buffer.from('\uFEFFa,b\n1,2\n'), 'data.CSV')).toMatchObject({ kind: 'csv' });
    expect(sniffFile(Buffer.from('a,b\n1,2\n'), 'data.txt')).toBeUndefined();
    expect(sniffFile(Buffer.from([0x4d, 0x5a, 0x90, 0x00]), 'setup.csv')).toBeUndefined();
    expect(sniffFile(Buffer.from('<script>alert(1)</script>'), 'page.html')).toBeUndefined();
    expect(sniffFile(Buffer.alloc(0), 'empty.csv')).toBeUndefined();
  });

  it('names the stored file after its content, without folders', () => {
    expect(safeFileName('../../etc/passwd.png', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\Report "final".xlsx', 'xlsx')).toBe('Report final.xlsx');
    expect(safeFileName('', 'csv')).toBe('file.csv');
  });
});
