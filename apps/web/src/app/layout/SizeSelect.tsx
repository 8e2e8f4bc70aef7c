import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateSettings, useSettings, type ComponentSize, SIZES } from '../../platform/settings';
import { feedback } from '../../platform/feedback';


/** The size of antd components everywhere; the current one is disabled, like the language select. */
export function SizeSelect() {
  const { t } = useTranslation('layout');
  const { size } = useSettings();

  function choose(next: ComponentSize) {
    updateSettings({ size: next });
    void feedback.message.success(t('size.switched'));
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: <span data-size={key}>{t(`size.${key}`)}</span>, disabled: key === size })),
        onClick: ({ key }) => choose(key as ComponentSize),
      }}
    >
      <Tooltip title={t('size.label')}>
        <Button id="sizeSelect" type="text" aria-label={t('size.label')} icon={<ColumnHeightOutlined />} />
      </Tooltip>
    </Dropdown>
  );
}
