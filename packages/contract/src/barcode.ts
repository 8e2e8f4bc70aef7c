import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, nameInput, nameOutput, OnOffStatus, stampOutput } from './entity.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

export const barcodeActions = defineActions('barcode', {
  view: { menuTitle: 'Barcodes' },
  add: { menuTitle: 'Add a barcode' },
  edit: { menuTitle: 'Edit a barcode' },
  delete: { menuTitle: 'Delete a barcode' },
});

/** EAN-8, UPC-A (12 digits) or EAN-13: the product codes kiosks scan on bottles and cans. */
export const BARCODE_DIGITS = textPattern('barcode', /^(\d{8}|\d{12}|\d{13})$/);

/** The GS1 check digit of the digits before it: weights 3 and 1 alternate from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a barcode, if anything: its length or characters, or its last (check) digit. */
export function barcodeProblem(code: string): { kind: 'format' } | { kind: 'checksum'; expected: number } | null {
  if (!BARCODE_DIGITS.test(code)) return { kind: 'format' };
  const expected = gtinCheckDigit(code.slice(0, -1));
  return Number(code.at(-1)) === expected ? null : { kind: 'checksum', expected };
}

/** A product the kiosks recognise by its barcode, and the material it is recycled as. Shared by every tenant. */
export const Barcode = z.object({
  id: z.int32(),
  barcode: z.string(),
  materialTypeId: z.int32(),
  /** The product's name in three languages. */
  ...nameOutput,
  brand: z.string().nullable(),
  volumeMl: z.int32().nullable(),
  weightG: z.int32().nullable(),
  status: z.int32(),
  ...stampOutput,
});
export type Barcode = z.infer<typeof Barcode>;

const barcodeFields = {
  /** Digits only; the check digit is verified by the server (and the form) with `barcodeProblem`. */
  barcode: z.string().trim().regex(BARCODE_DIGITS),
  materialTypeId: z.int32().positive(),
  ...nameInput(200),
  brand: z.string().trim().max(120).nullish(),
  volumeMl: z.int32().min(1).max(100_000).nullish(),
  weightG: z.int32().min(1).max(1_000_000).nullish(),
  status: OnOffStatus,
};
export const BarcodeCreate = z.object(barcodeFields);
export type BarcodeCreate = z.infer<typeof BarcodeCreate>;
export const BarcodeUpdate = editInput(barcodeFields);

export const BarcodePageRequest = pageRequest(['barcode', 'name', 'brand', 'lupdDttm', 'id'], {
  /** Matches the barcode, product names and brand. */
  keyword: z.string().max(120).optional(),
  materialTypeId: z.int32().positive().optional(),
  status: OnOffStatus.optional(),
});
export type BarcodePageRequest = z.infer<typeof BarcodePageRequest>;
export const BarcodePage = pageResult(Barcode);
