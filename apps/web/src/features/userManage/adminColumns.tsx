import { LockOutlined } from '@ant-design/icons';
import { Flex, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { AdminUser, Lang } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { USER_STATUS } from '../../platform/crud/statusTags';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';
import { PlacementText } from './PlacementText';
import { isLocked } from './signInLock';

const NONE = '-';

export function adminColumns(t: TFunction<'userManage'>, lang: Lang): EntityColumn<AdminUser>[] {
  return [
    { key: 'loginId', dataIndex: 'loginId', title: t('fields.loginId'), sorter: true },
    {
      key: 'adminName',
      title: t('fields.name'),
      sorter: true,
      render: (_, user) => user.fullName || user.adminName || NONE,
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('fields.email'),
      sorter: true,
      render: (email: string | null) => email || NONE,
    },
    {
      key: 'mobileNo',
      dataIndex: 'mobileNo',
      title: t('fields.mobileNo'),
      render: (mobile: string | null) => mobile || NONE,
    },
    {
      key: 'roles',
      title: t('fields.roles'),
      render: (_, user) => (
        <Flex wrap gap={4}>
          {user.roles.map((role) => (
            <Tag key={role.id} color="blue">
              {localName(role, lang)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      sorter: true,
      render: (_, user) => (
        <Flex wrap gap={4}>
          <StatusTag status={user.status} palette={USER_STATUS} />
          {isLocked(user) && (
            <Tooltip title={t('lockedHint')}>
              <Tag icon={<LockOutlined />} color="warning" className="admin-locked">
                {t('lockedUntil', { time: formatDate(user.lockedUntil) })}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    { key: 'scope', title: t('fields.scope'), render: (_, user) => <PlacementText user={user} /> },
    { key: 'lastLoginAt', title: t('fields.lastLoginAt'), render: (_, user) => formatDate(user.lastLoginAt) || NONE },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, user) => formatDate(user.lupdDttm) },
  ];
}
