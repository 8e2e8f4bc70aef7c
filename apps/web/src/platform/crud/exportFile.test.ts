import { describe, expect, it } from 'vitest';
import { advance, exportFilter, filenameOf, percentDone, type ExportProgress } from './exportFile';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('export helpers', () => {
  it("sends the list's filters without paging", () => {
    expect(
      exportFilter({ page: 3, pageSize: 50, sort: { field: 'id', order: 'ascend' }, keyword: 'ops', status: 1 }),
    ).toEqual({ keyword: 'ops', status: 1 });
  });

  it("names the file as the server did, in the caller's language first", () => {
    const disposition =
      'attachment; filename="adminList-20260520-093000.xlsx"; ' +
      "filename*=UTF-8''%E7%AE%A1%E7%90%86%E5%93%A1-20260520-093000.xlsx";
    expect(filenameOf(disposition, 'x.xlsx')).toBe('管理員-20260520-093000.xlsx');
    expect(filenameOf('attachment; filename="roleList-1.csv"', 'x.csv')).toBe('roleList-1.csv');
    expect(filenameOf(null, 'auditLog.csv')).toBe('auditLog.csv');
  });

  it('measures a CSV export by its records against the rows the server announced', () => {
    const headers = new Headers({ 'x-export-rows': '4', 'x-export-rows-estimated': 'false' });
    let progress: ExportProgress = { estimated: false, received: 0, lines: 0 };
    progress = advance(progress, bytes('\uFEFFId,Name\r\n1,a\r\n2,b\r\n'), headers);
    expect(progress).toMatchObject({ rows: 4, estimated: false, lines: 3 });
    expect(percentDone(progress)).toBe(50);
    progress = advance(progress, bytes('3,c\r\n4,d\r\n'), headers);
    expect(percentDone(progress)).toBe(99);
  });

  it('has no percentage for XLSX, whose bytes are compressed, only the bytes received', () => {
    const progress = advance(
      { estimated: false, received: 10 },
      bytes('PK\u0003\u0004'),
      new Headers({ 'x-export-rows': '1000' }),
    );
    expect(progress).toEqual({ rows: 1000, estimated: false, received: 14, lines: undefined });
    expect(percentDone(progress)).toBeUndefined();
  });
});
