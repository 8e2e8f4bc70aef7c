import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMoneyWallet, type LedgerMember, type LedgerSource, type WalletType } from '@srd/contract';

const SOURCE_COLORS: Record<LedgerSource, string> = {
  recycle: 'green',
  rebate: 'cyan',
  adjustment: 'blue',
  redemption: 'purple',
  expiry: 'default',
  reversal: 'orange',
  payout: 'geekblue',
  conversion: 'magenta',
};

export function useWalletLabel() {
  const { t } = useTranslation('ledger');
  return (type: WalletType) => t(`wallets.${type}`);
}

export function useSourceLabel() {
  const { t } = useTranslation('ledger');
  return (source: LedgerSource) => t(`sources.${source}`);
}

export function SourceTag({ source }: { source: LedgerSource }) {
  const label = useSourceLabel();
  return (
    <Tag color={SOURCE_COLORS[source]} className={`ledger-source ledger-source-${source}`}>
      {label(source)}
    </Tag>
  );
}

/** An amount as its wallet holds it: whole points (1,250), or Octopus dollars to the cent (HK$12.30). */
export function formatAmount(type: WalletType, amount: number, signed = false): string {
  const money = isMoneyWallet(type);
  const text = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: money ? 2 : 0,
    maximumFractionDigits: money ? 2 : 0,
  });
  const sign = amount < 0 ? '−' : signed && amount > 0 ? '+' : '';
  return `${sign}${money ? 'HK$' : ''}${text}`;
}

/** A change, green when it credits and red when it debits. */
export function Delta({ type, delta }: { type: WalletType; delta: number }) {
  return (
    <Typography.Text className="ledger-delta" type={delta < 0 ? 'danger' : 'success'} strong>
      {formatAmount(type, delta, true)}
    </Typography.Text>
  );
}

/** A member as the pickers of the ledger's forms name them: number, name and, for a caller of many, the tenant. */
export function memberLabel(member: LedgerMember): string {
  return `${member.membershipNo} · ${member.name}${member.tenantName ? ` (${member.tenantName})` : ''}`;
}
