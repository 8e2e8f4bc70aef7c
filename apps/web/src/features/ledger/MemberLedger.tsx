import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@srd/contract';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { fetchWallets, fetchWalletRecords, RECORDS_KEY, WALLETS_KEY } from './api';
import { AdjustButton } from './AdjustmentDialog';
import { EntryTable } from './EntryTable';
import { formatAmount, useWalletLabel } from './labels';
import { memberRequest } from './query';

/**
 * One member's wallets and every entry of them, newest first (the WalletRecord list narrowed to the member, its state
 * kept here rather than in the URL), with "New adjustment" for that member: for the member detail screen.
 */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { t } = useTranslation('ledger');
  const walletLabel = useWalletLabel();
  const [state, setState] = useState<ListState>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });
  const wallets = useQuery({ queryKey: [...WALLETS_KEY, memberId], queryFn: () => fetchWallets(memberId) });
  const onStateChange = (update: ListStateUpdate) =>
    setState((current) => (typeof update === 'function' ? update(current) : update));
  return (
    <Card
      id="memberLedger"
      size="small"
      title={t('memberLedger.title')}
      extra={<AdjustButton memberId={memberId} size="small" />}
    >
      <Flex vertical gap="middle">
        <Flex wrap gap="large" id="memberLedgerBalances">
          {(wallets.data ?? []).map((wallet) => (
            <Statistic
              key={wallet.type}
              className={`ledger-balance ledger-balance-${wallet.type}`}
              title={walletLabel(wallet.type)}
              value={formatAmount(wallet.type, wallet.balance)}
            />
          ))}
        </Flex>
        <EntryTable
          id="memberLedgerTable"
          listName="memberLedger"
          queryKey={[...RECORDS_KEY, 'member', memberId]}
          fetchPage={(listState) => fetchWalletRecords(memberRequest(memberId, listState))}
          state={state}
          onStateChange={onStateChange}
          compact
        />
      </Flex>
    </Card>
  );
}
