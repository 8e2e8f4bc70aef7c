import { Card, Col, Flex, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMoneyWallet, type MemberDetail, type MemberWallets } from '@srd/contract';
import { EntityDetailPage } from '../../platform/crud/EntityDetailPage';
import { MemberLedger } from '../ledger/MemberLedger';
import { MEMBER_LIST_PATH } from './api';
import { MemberCards } from './MemberCards';
import { useMemberConfig } from './memberConfig';
import { MemberOctopusNumbers } from './MemberOctopus';

const WALLETS = ['cst', 'octopus', 'donation', 'hkstp'] as const satisfies readonly (keyof MemberWallets)[];

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
          { key: 'wallets', label: t('tabs.wallets'), children: <Wallets member={member} /> },
          { key: 'cards', label: t('tabs.cards'), children: <MemberCards member={member} /> },
          { key: 'octopus', label: t('tabs.octopus'), children: <MemberOctopusNumbers member={member} /> },
        ];
      }}
    />
  );
}

/** The four balances, then every entry of the wallets with the adjustment button. */
function Wallets({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('member');
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]} id="memberWallets">
        {WALLETS.map((wallet) => (
          <Col key={wallet} xs={12} md={6}>
            <Card size="small">
              <Statistic
                className={`member-wallet member-wallet-${wallet}`}
                title={t(`wallets.${wallet}`)}
                value={member.wallets[wallet]}
                precision={isMoneyWallet(wallet) ? 2 : 0}
                prefix={isMoneyWallet(wallet) ? 'HK$' : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <MemberLedger memberId={member.id} />
    </Flex>
  );
}
