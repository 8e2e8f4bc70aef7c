import { useTranslation } from 'react-i18next';
import { rebateHistoryActions, transactionListActions, type MemberDetail } from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { EntityDetailPage } from '../../platform/crud/EntityDetailPage';
import { MemberLedger } from '../ledger/MemberLedger';
import { MEMBER_LIST_PATH } from './api';
import { MemberCards } from './MemberCards';
import { useMemberConfig } from './memberConfig';
import { MemberOctopusNumbers } from './MemberOctopus';
import { MemberRebates } from './MemberRebates';
import { MemberRecycling } from './MemberRecycling';

/**
 * Screen MemberDetail: `?id=` edits that member (profile, wallets, recycling, rebates, cards, Octopus numbers,
 * history), no id creates one; `&tab=` names the tab. The read answers the member with its cards, numbers and
 * balances; the recycling and rebate tabs show to those who may see those lists.
 */
export default function MemberDetailPage() {
  const { t } = useTranslation('member');
  const config = useMemberConfig();
  const can = useCan();
  return (
    <EntityDetailPage
      config={config}
      listPath={MEMBER_LIST_PATH}
      formBody={config.formBody}
      tabs={(record) => {
        const member = record as MemberDetail;
        return [
          // The balances and every entry, with the adjustment button: the ledger's own, always up to date.
          { key: 'wallets', label: t('tabs.wallets'), children: <MemberLedger memberId={member.id} /> },
          ...(can(transactionListActions.view)
            ? [{ key: 'recycling', label: t('tabs.recycling'), children: <MemberRecycling member={member} /> }]
            : []),
          ...(can(rebateHistoryActions.view)
            ? [{ key: 'rebates', label: t('tabs.rebates'), children: <MemberRebates member={member} /> }]
            : []),
          { key: 'cards', label: t('tabs.cards'), children: <MemberCards member={member} /> },
          { key: 'octopus', label: t('tabs.octopus'), children: <MemberOctopusNumbers member={member} /> },
        ];
      }}
    />
  );
}
