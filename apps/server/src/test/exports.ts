import type { ExportFormat, Lang } from '@srd/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { TestApp } from './harness.js';

/** Test helper: `POST /api/export/exportExcel` through inject, the file's bytes kept. */
export async function callExport(
  t: Pick<TestApp, 'call'>,
  token: string,
  query: { module: string; format?: ExportFormat; tz?: string },
  body: unknown = {},
  lang?: Lang,
) {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const result = await t.call('POST', `/api/export/exportExcel?${params.toString()}`, { token, body, lang });
  return { ...result, bytes: result.response.rawPayload };
}

/** The first sheet of an XLSX file as rows of cell values (empty cells null), header row first. */
export async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, index) => row.getCell(index + 1).value ?? null)));
  return rows;
}

/** A CSV file's records, header first; the BOM is checked by the caller. */
export function csvRows(bytes: Buffer): string[][] {
  return parse(bytes.toString('utf8'), { bom: true, relax_column_count: false });
}
