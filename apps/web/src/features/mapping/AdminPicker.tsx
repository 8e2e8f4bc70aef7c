import { SearchOutlined } from '@ant-design/icons';
import { Empty, Flex, Input, Menu, Spin, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserStatus, type UserOption } from '@srd/contract';
import { StatusTag } from '../../platform/crud/StatusTag';
import { USER_STATUS } from '../../platform/crud/statusTags';
import { useDevice } from '../../platform/device';
import { itemMatches } from './mappingOptions';

/** Accounts that cannot sign in are marked; one that must change its password still can. */
const INACTIVE = new Set<number>([UserStatus.Disabled, UserStatus.Pending]);

interface AdminPickerProps {
  users: UserOption[];
  loading: boolean;
  selected?: number;
  onSelect: (adminId: number) => void;
}

/** The admins of the caller's scope, searchable by name and login id; one is picked at a time. */
export function AdminPicker({ users, loading, selected, onSelect }: AdminPickerProps) {
  const { t } = useTranslation('mapping');
  const { token } = theme.useToken();
  // Stacked above the editor on small screens: a shorter list leaves the editor in view.
  const height = useDevice() === 'mobile' ? 240 : 520;
  const [search, setSearch] = useState('');
  const shown = users.filter((user) => itemMatches(search, { title: user.resName, note: user.loginId }));
  const items = shown.map((user) => ({
    key: String(user.id),
    label: (
      <Flex className="mapping-admin" data-login-id={user.loginId} justify="space-between" align="center" gap="small">
        <Typography.Text ellipsis>
          {user.resName}
          {user.resName !== user.loginId && <Typography.Text type="secondary"> · {user.loginId}</Typography.Text>}
        </Typography.Text>
        {INACTIVE.has(user.status) && <StatusTag status={user.status} palette={USER_STATUS} />}
      </Flex>
    ),
  }));
  return (
    <Flex vertical gap="small" id="mappingAdminPicker">
      <Input
        id="mappingAdminSearch"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('searchAdmins')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div
        style={{
          height,
          overflowY: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {loading ? (
          <Spin style={{ display: 'block', margin: 24 }} />
        ) : items.length ? (
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 'none' }}
            selectedKeys={selected ? [String(selected)] : []}
            items={items}
            onClick={({ key }) => onSelect(Number(key))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noAdmins')} />
        )}
      </div>
    </Flex>
  );
}
