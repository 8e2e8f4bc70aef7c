import type { Barcode, BarcodeCreate, BarcodeUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /barcode/page`, `GET /barcode?id=`, `POST` and `PUT /barcode`, `DELETE /barcode/{id}`. */
export const barcodeApi = entityApi<Barcode, z.output<typeof BarcodeCreate>, z.output<typeof BarcodeUpdate>>(
  '/barcode',
);
