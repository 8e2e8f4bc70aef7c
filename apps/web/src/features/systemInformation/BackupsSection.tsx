import { CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { systemInformationActions, type SystemInformation } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { backUpNow, SYSTEM_INFORMATION_KEY } from './api';
import { formatBytes } from './format';
import { Facts, Section } from './sections';

/**
 * The backups of an embedded database: where they go, how many are kept, the last one, and Back up now for holders
 * of the action. A PostgreSQL server is backed up with its own tools, which the card says instead.
 */
export function BackupsSection({ backups }: { backups: SystemInformation['backups'] }) {
  const { t } = useTranslation('systemInformation');
  const queryClient = useQueryClient();
  const backUp = useMutation({
    mutationFn: backUpNow,
    onSuccess: async (backup) => {
      feedback.message.success(t('backups.done', { file: backup.file }));
      await queryClient.invalidateQueries({ queryKey: SYSTEM_INFORMATION_KEY });
    },
  });
  const { last } = backups;
  return (
    <Section
      id="systemBackups"
      icon={<SaveOutlined />}
      title={t('backups.title')}
      extra={
        backups.enabled && (
          <Can action={systemInformationActions.backup}>
            <Button
              id="systemBackUp"
              size="small"
              type="primary"
              icon={<CloudUploadOutlined />}
              loading={backUp.isPending}
              onClick={() => backUp.mutate()}
            >
              {t('backups.backUp')}
            </Button>
          </Can>
        )
      }
    >
      {backups.enabled ? (
        <Flex vertical gap="small">
          <Facts
            items={[
              {
                key: 'last',
                label: t('backups.last'),
                children: last ? (
                  <span id="systemLastBackupAt">{formatDate(last.createdAt)}</span>
                ) : (
                  <Typography.Text id="systemNoBackup" type="secondary">
                    {t('backups.none')}
                  </Typography.Text>
                ),
              },
              ...(last
                ? [
                    {
                      key: 'file',
                      label: t('backups.file'),
                      children: <span id="systemLastBackupFile">{last.file}</span>,
                    },
                    { key: 'size', label: t('backups.size'), children: formatBytes(last.sizeBytes) },
                  ]
                : []),
              { key: 'keep', label: t('backups.keep'), children: t('backups.keepCount', { count: backups.keep }) },
              {
                key: 'folder',
                label: t('backups.folder'),
                children: <Typography.Text code>{backups.folder}</Typography.Text>,
              },
            ]}
          />
          <Typography.Text type="secondary">{t('backups.nightly')}</Typography.Text>
        </Flex>
      ) : (
        <Typography.Paragraph id="systemBackupsDisabled" style={{ margin: 0 }}>
          {t('backups.disabled')}
        </Typography.Paragraph>
      )}
    </Section>
  );
}
