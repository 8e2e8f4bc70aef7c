import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../platform/feedback';
import { SIZES, updateSettings, useSettings, type ComponentSize } from '../../platform/settings';

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
        items: SIZES.map((key) => ({
          key,
          label: <span data-size={key}>{t(`size.${key}`)}</span>,
          disabled: key === size,
        })),
        onClick: ({ key }) => choose(key as ComponentSize),
      }}
    >
      {/* To the left: below the button it would cover the first choice of the open menu. */}
      <Tooltip title={t('size.label')} placement="left">
        <Button id="sizeSelect" type="text" aria-label={t('size.label')} icon={<ColumnHeightOutlined />} />
      </Tooltip>
    </Dropdown>
  );
}
