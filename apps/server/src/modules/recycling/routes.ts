import {
  IdFromText,
  Receipt,
  RecycleRecordPage,
  RecycleRecordPageRequest,
  recycleRecordActions,
  ReceiptQuery,
  RebateHistoryPage,
  RebateHistoryPageRequest,
  rebateHistoryActions,
  RecycleHistoryPage,
  RecycleHistoryPageRequest,
  recycleHistoryActions,
  TransactionPage,
  TransactionPageRequest,
  TransactionReview,
  TransactionRow,
  transactionListActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { earningPage } from './earnings.js';
import { rebateHistoryExporter, recycleHistoryExporter } from './earnings-export.js';
import { recycleRecordExporter, transactionListExporter } from './export.js';
import { recordPage } from './records.js';
import { receiptOf } from './receipt.js';
import { receiptLinks } from './receipt-links.js';
import { reviewTransaction, transactionPage } from './service.js';

const tags = ['transactionList'];

/**
 * RecycleRecord (`POST /recycleRecord/page`, its export): every recycled item. TransactionList (`POST
 * /transactionList/page`, its export, `POST /transactionList/{id}/review`): every recycle
 * transaction of the kiosks in reach, with its member, what the kiosk claimed and what it earned, and the approval of
 * those that need it. RecycleHistory and RebateHistory (`POST /recycleHistory/page`, `POST /rebateHistory/page`, their
 * exports): the points and the Octopus rebates recycling credited. And the public receipt of one transaction
 * (`GET /receipt?t=`) for whoever holds its link.
 */
export const recyclingModule: AppModule = {
  name: 'recycling',
  register(app, deps) {
    registerExporter(transactionListExporter);
    registerExporter(recycleRecordExporter);
    registerExporter(recycleHistoryExporter);
    registerExporter(rebateHistoryExporter);
    app.post(
      '/api/recycleHistory/page',
      {
        schema: {
          tags: ['recycleHistory'],
          summary: 'Points members earned by recycling, by time, kiosk, tenant, member and material',
          body: RecycleHistoryPageRequest,
          response: { 200: RecycleHistoryPage },
        },
        config: { action: recycleHistoryActions.view },
      },
      (req) => earningPage(signedIn(req.ctx), 'recycle', req.body),
    );
    app.post(
      '/api/rebateHistory/page',
      {
        schema: {
          tags: ['rebateHistory'],
          summary: 'Octopus rebates (HKD) members earned by recycling, by time, kiosk, tenant, member and material',
          body: RebateHistoryPageRequest,
          response: { 200: RebateHistoryPage },
        },
        config: { action: rebateHistoryActions.view },
      },
      (req) => earningPage(signedIn(req.ctx), 'rebate', req.body),
    );
    app.post(
      '/api/recycleRecord/page',
      {
        schema: {
          tags: ['recycleRecord'],
          summary: 'Recycled items by time, kiosk, tenant, member, material and barcode',
          body: RecycleRecordPageRequest,
          response: { 200: RecycleRecordPage },
        },
        config: { action: recycleRecordActions.view },
      },
      (req) => recordPage(signedIn(req.ctx), req.body),
    );
    const links = receiptLinks(deps);
    app.get(
      '/api/receipt',
      {
        schema: {
          tags: ['receipt'],
          summary: "A transaction's receipt, for whoever holds its signed link (404 for any other token)",
          querystring: ReceiptQuery,
          response: { 200: Receipt },
        },
        // The link is its own proof: a member scanning a kiosk's QR code has no session.
        config: { public: true },
      },
      (req) => receiptOf(deps.db, links, req.query.t),
    );
    app.post(
      '/api/transactionList/page',
      {
        schema: {
          tags,
          summary: 'Recycle transactions by time, kiosk, tenant, member, state and approval',
          body: TransactionPageRequest,
          response: { 200: TransactionPage },
        },
        config: { action: transactionListActions.view },
      },
      (req) => transactionPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/transactionList/:id/review',
      {
        schema: {
          tags,
          summary: 'Approve a transaction that needs approval (its member earns what it earned) or reject it',
          params: z.object({ id: IdFromText }),
          body: TransactionReview,
          response: { 200: TransactionRow },
        },
        config: { action: transactionListActions.review },
      },
      (req) => reviewTransaction(signedIn(req.ctx), req.params.id, req.body),
    );
  },
};
