import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { Lang, Role } from '@srd/contract';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { StatusTag } from '../../platform/crud/StatusTag';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';
import { ROLE_STATUS } from './roleOptions';

export function roleColumns(t: TFunction<'role'>, lang: Lang): EntityColumn<Role>[] {
  return [
    {
      key: 'name',
      title: t('fields.name'),
      sorter: true,
      render: (_, role) => (
        <>
          {localName(role, lang)}
          {role.isSuper && (
            <Tag color="gold" style={{ marginInlineStart: 8 }}>
              {t('super')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'type', title: t('fields.type'), render: (_, role) => t(`types.${role.type}`) },
    { key: 'level', title: t('fields.level'), render: (_, role) => `${role.levelMin} – ${role.levelMax}` },
    {
      key: 'accessAllData',
      title: t('fields.accessAllData'),
      render: (_, role) => (role.accessAllData ? <Tag color="blue">{t('yes')}</Tag> : t('no')),
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, role) => <StatusTag status={role.status} palette={ROLE_STATUS} />,
    },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, role) => formatDate(role.lupdDttm) },
  ];
}
