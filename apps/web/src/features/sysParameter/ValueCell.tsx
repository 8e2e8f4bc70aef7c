import { LockOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysParameter } from '@srd/contract';

/** The value as stored, cut to one line; a confidential one only says that it is hidden. */
export function ValueCell({ row }: { row: SysParameter }) {
  const { t } = useTranslation('sysParameter');
  if (row.confidential) {
    return (
      <Tag icon={<LockOutlined />} className="param-hidden">
        {t('hidden')}
      </Tag>
    );
  }
  return (
    <Typography.Text code={row.valueType !== 'text'} ellipsis={{ tooltip: row.paramValue }} style={{ maxWidth: 280 }}>
      {row.paramValue}
    </Typography.Text>
  );
}
