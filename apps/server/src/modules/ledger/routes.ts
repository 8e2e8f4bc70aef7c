import {
  AdjustmentHistoryPageRequest,
  adjustmentHistoryActions,
  LEDGER_PERIOD_MAX_DAYS,
  LedgerMember,
  LedgerMemberQuery,
  WalletAdjustmentInput,
  WalletBalance,
  WalletEntryPage,
  WalletEntryRow,
  WalletRecordPageRequest,
  WalletReversalInput,
  walletAdjustmentActions,
  walletRecordActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoLedger } from './demo.js';
import { adjustmentHistoryExporter, walletRecordExporter } from './export.js';
import {
  adjustWallet,
  adjustmentHistoryPage,
  ledgerMembers,
  memberWallets,
  reverseWalletEntry,
  walletRecordPage,
} from './service.js';

const EntryId = z.object({ id: z.coerce.number().pipe(z.int().min(1).max(Number.MAX_SAFE_INTEGER)) });
const MemberId = z.object({ memberId: z.coerce.number().pipe(z.int32().min(1)) });
const period =
  `a period (from, to) of at most ${LEDGER_PERIOD_MAX_DAYS} days is required unless memberId names one member ` +
  '(else 400, 2164)';

/**
 * The points ledger's screens: WalletRecord (every entry), AdjustmentHistory (adjustments and their reversals), the
 * adjustment and the reversal of an entry, a member's balances, and both lists as files. Every entry is posted through
 * postEntries (posting.ts): once per idempotency key, under the wallet's lock, never below zero.
 */
export const ledgerModule: AppModule = {
  name: 'ledger',
  register(app) {
    app.post(
      '/api/walletRecord/page',
      {
        schema: {
          tags: ['walletRecord'],
          summary: `Wallet entries in reach, newest first, by tenant, member, wallet type and source; ${period}`,
          body: WalletRecordPageRequest,
          response: { 200: WalletEntryPage },
        },
        config: { action: walletRecordActions.view },
      },
      (req) => walletRecordPage(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/walletRecord/member/:memberId/wallets',
      {
        schema: {
          tags: ['walletRecord'],
          summary: "A member's wallets of every type and their balances (each the sum of its entries)",
          params: MemberId,
          response: { 200: z.array(WalletBalance) },
        },
        config: { action: walletRecordActions.view },
      },
      (req) => memberWallets(signedIn(req.ctx), req.params.memberId),
    );
    app.post(
      '/api/walletRecord/:id/reverse',
      {
        schema: {
          tags: ['walletRecord'],
          summary:
            'Undo an entry with a reversal entry of the opposite amount and a reason (audited); refused for an entry ' +
            'already reversed (409, 2162), for a reversal (409, 2163), and when the wallet no longer holds what the ' +
            'entry credited (10037 Insufficient points balance)',
          params: EntryId,
          body: WalletReversalInput,
          response: { 200: WalletEntryRow },
        },
        config: { action: walletRecordActions.reverse },
      },
      (req) => reverseWalletEntry(signedIn(req.ctx), req.params.id, req.body),
    );
    app.post(
      '/api/adjustmentHistory/page',
      {
        schema: {
          tags: ['adjustmentHistory'],
          summary: `Point adjustments and their reversals, newest first, with who and why; ${period}`,
          body: AdjustmentHistoryPageRequest,
          response: { 200: WalletEntryPage },
        },
        config: { action: adjustmentHistoryActions.view },
      },
      (req) => adjustmentHistoryPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/walletAdjustment',
      {
        schema: {
          tags: ['walletAdjustment'],
          summary:
            "Add points to or minus points from a member's wallet (Octopus: HKD to the cent) with a reason, once per " +
            'idempotencyKey (a replay answers the first entry); audited; 10037 "Insufficient points balance" when ' +
            'it would go below zero, changing nothing',
          body: WalletAdjustmentInput,
          response: { 200: WalletEntryRow },
        },
        config: { action: walletAdjustmentActions.add },
      },
      (req) => adjustWallet(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/walletAdjustment/members',
      {
        schema: {
          tags: ['walletAdjustment'],
          summary:
            'Members in reach whose membership number or name holds the keyword (or the member of id), with their ' +
            'balances: the adjustment form picks from them',
          querystring: LedgerMemberQuery,
          response: { 200: z.array(LedgerMember) },
        },
        config: { action: walletAdjustmentActions.add },
      },
      (req) => ledgerMembers(signedIn(req.ctx), req.query),
    );
    registerExporter(walletRecordExporter);
    registerExporter(adjustmentHistoryExporter);
  },
  seedDemo: seedDemoLedger,
};
