import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@srd/contract';
import { EntityDetailPage } from '../../platform/crud/EntityDetailPage';
import { MemberLedger } from '../ledger/MemberLedger';
import { MEMBER_LIST_PATH } from './api';
import { MemberCards } from './MemberCards';
import { useMemberConfig } from './memberConfig';
import { MemberOctopusNumbers } from './MemberOctopus';

/**
 * Screen MemberDetail: `?id=` edits that member (profile, wallets, cards, Octopus numbers, history), no id creates one.
 * The read answers the member with its cards, numbers and balances.
 */
export default function MemberDetailPage() {
  const { t } = useTranslation('member');
  const config = useMemberConfig();
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
          { key: 'cards', label: t('tabs.cards'), children: <MemberCards member={member} /> },
          { key: 'octopus', label: t('tabs.octopus'), children: <MemberOctopusNumbers member={member} /> },
        ];
      }}
    />
  );
}
