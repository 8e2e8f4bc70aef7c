import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Modal, theme, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, useErrorLog } from '../../platform/errorLog';
import { formatDate } from '../../platform/format/date';

/** A badge with the number of logged errors, shown only when there are some; opens their list. */
export function ErrorLogButton() {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;

  function clear() {
    setOpen(false);
    clearErrorLog();
  }

  const label = t('errorLog.button', { count: entries.length });
  return (
    <>
      <Tooltip title={label}>
        <Badge count={entries.length} size="small" offset={[-6, 6]}>
          <Button
            id="errorLogButton"
            type="text"
            danger
            aria-label={label}
            icon={<BugOutlined />}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <Modal
        title={t('errorLog.title')}
        open={open}
        onCancel={() => setOpen(false)}
        width={760}
        footer={
          <Button id="errorLogClear" danger onClick={clear}>
            {t('errorLog.clear')}
          </Button>
        }
      >
        <Flex vertical gap="small" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          {entries.map((entry) => (
            <div
              key={entry.id}
              className="error-log-entry"
              style={{
                padding: token.paddingSM,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
              }}
            >
              <Typography.Text type="danger" strong style={{ wordBreak: 'break-word' }}>
                {entry.message}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary">{t('errorLog.where')}: </Typography.Text>
                <Typography.Text style={{ wordBreak: 'break-all' }}>{entry.url}</Typography.Text>
              </div>
              <div>
                <Typography.Text type="secondary">{t('errorLog.time')}: </Typography.Text>
                <Typography.Text>{formatDate(entry.time)}</Typography.Text>
              </div>
              {entry.stack && (
                <pre
                  style={{
                    margin: `${token.marginXS}px 0 0`,
                    fontSize: token.fontSizeSM,
                    whiteSpace: 'pre-wrap',
                    color: token.colorTextSecondary,
                  }}
                >
                  {entry.stack}
                </pre>
              )}
            </div>
          ))}
        </Flex>
      </Modal>
    </>
  );
}
