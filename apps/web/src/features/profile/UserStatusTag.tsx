import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserStatus } from '@srd/contract';

const TAGS = {
  [UserStatus.Disabled]: { color: 'default', text: 'status.disabled' },
  [UserStatus.Active]: { color: 'success', text: 'status.active' },
  [UserStatus.Pending]: { color: 'processing', text: 'status.pending' },
  [UserStatus.MustChangePassword]: { color: 'warning', text: 'status.mustChangePassword' },
} as const;

function isKnown(status: number): status is UserStatus {
  return Object.hasOwn(TAGS, status);
}

/** An admin user's status; an unknown one as its number. */
export function UserStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('profile');
  if (!isKnown(status)) return <Tag>{status}</Tag>;
  return <Tag color={TAGS[status].color}>{t(TAGS[status].text)}</Tag>;
}
