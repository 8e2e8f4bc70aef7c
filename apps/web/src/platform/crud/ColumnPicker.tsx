import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ColumnPickerProps {
  id: string;
  columns: readonly { key: string; title: string }[];
  visible: readonly string[];
  onSave: (keys: string[]) => Promise<void>;
}

/** Chooses a list's visible columns; at least one stays. */
export function ColumnPicker({ id, columns, visible, onSave }: ColumnPickerProps) {
  const { t } = useTranslation('crud');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await onSave(columns.map((column) => column.key).filter((key) => chosen.includes(key)));
      setOpen(false);
    } finally {
      setSaving(false);
    }
  }

  const content = (
    <Flex vertical gap="small" id={`${id}Panel`}>
      <Checkbox.Group value={chosen} onChange={(keys) => setChosen(keys)}>
        <Flex vertical gap={4}>
          {columns.map((column) => (
            <Checkbox key={column.key} value={column.key} data-column={column.key}>
              {column.title}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
      <Flex justify="space-between" gap="small">
        <Button size="small" onClick={() => setChosen(columns.map((column) => column.key))}>
          {t('columns.all')}
        </Button>
        <Button
          id={`${id}Save`}
          size="small"
          type="primary"
          loading={saving}
          disabled={!chosen.length}
          onClick={() => void save()}
        >
          {t('columns.save')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('columns.title')}
      content={content}
      open={open}
      onOpenChange={(next) => {
        if (next) setChosen([...visible]);
        setOpen(next);
      }}
    >
      <Button id={id} icon={<SettingOutlined />} aria-label={t('columns.title')} />
    </Popover>
  );
}
