import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RejectionReason } from '@srd/contract';

/** A colour per reason, so a column of tags reads at a glance. */
const REASON_COLORS: Record<RejectionReason, string> = {
  UNRECOGNISED: 'default',
  WRONG_MATERIAL: 'blue',
  CONTAMINATED: 'orange',
  NOT_EMPTY: 'gold',
  FOREIGN_OBJECT: 'red',
  OVERSIZED: 'purple',
};

export function useReasonLabel(): (reason: RejectionReason) => string {
  const { t } = useTranslation('rejectionAlert');
  return (reason) => t(`reasons.${reason}`);
}

/** A reason, with how many times it came up when given. */
export function ReasonTag({ reason, count }: { reason: RejectionReason; count?: number }) {
  const label = useReasonLabel();
  return (
    <Tag color={REASON_COLORS[reason]} className={`rejection-reason rejection-reason-${reason}`} style={{ margin: 0 }}>
      {label(reason)}
      {count === undefined ? '' : ` ${count}`}
    </Tag>
  );
}
