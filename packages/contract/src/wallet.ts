import { z } from 'zod';

/** SPEC 4 wallet types: CST points, Octopus (HKD rebates paid to the card), donation, HKSTP points. */
export const WALLET_TYPES = ['cst', 'octopus', 'donation', 'hkstp'] as const;
export const WalletType = z.enum(WALLET_TYPES);
export type WalletType = z.infer<typeof WalletType>;

/**
 * Why a wallet changed: recycling earned it, a rebate was credited, staff adjusted it, a gift was redeemed, points
 * expired, an earlier entry was reversed, rebate money was paid to the member's Octopus card in a settlement
 * (payout), or points were converted to the member's partner miles account (conversion).
 */
export const LEDGER_SOURCES = [
  'recycle',
  'rebate',
  'adjustment',
  'redemption',
  'expiry',
  'reversal',
  'payout',
  'conversion',
] as const;
export const LedgerSource = z.enum(LEDGER_SOURCES);
export type LedgerSource = z.infer<typeof LedgerSource>;
