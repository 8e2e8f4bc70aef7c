import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition.js';

describe('attachment', () => {
  it('names the file in ASCII and, for any language, in the RFC 5987 form', () => {
    expect(attachment('審計日誌 (1)-20260520.xlsx', 'auditLog-20260520.xlsx')).toBe(
      `attachment; filename="auditLog-20260520.xlsx"; ` +
        `filename*=UTF-8''%E5%AF%A9%E8%A8%88%E6%97%A5%E8%AA%8C%20%281%29-20260520.xlsx`,
    );
  });

  it('keeps quotes and other characters out of the plain name', () => {
    expect(attachment('a.csv', 'a"b\\é.csv')).toBe(`attachment; filename="a_b__.csv"; filename*=UTF-8''a.csv`);
  });
});
