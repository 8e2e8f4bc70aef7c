import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberCardActions } from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { filenameOf, saveFile } from '../../platform/crud/exportFile';
import { feedback } from '../../platform/feedback';
import { useProfile } from '../../platform/profile';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { downloadCardTemplate, uploadCards } from './api';

/**
 * Cards from a spreadsheet (column A the card number, column B the membership number), all or none: a refused sheet
 * downloads the file of its bad rows and says why; the template comes headed in the UI language.
 */
export function CardUploadBar() {
  const { t } = useTranslation('memberCard');
  const can = useCan();
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const queryClient = useQueryClient();
  const [tid, setTid] = useState<number | undefined>(undefined);
  const [refused, setRefused] = useState<string | null>(null);
  const chooseTenant = ownTenant === null && tenants.choices.length > 1;
  const send = useMutation({
    mutationFn: (file: File) => uploadCards(file, ownTenant ?? tid ?? tenants.choices[0]?.value),
    onMutate: () => setRefused(null),
    onSuccess: async (outcome) => {
      if ('created' in outcome) {
        feedback.message.success(t('upload.done', { count: outcome.created }));
        await queryClient.invalidateQueries({ queryKey: ['member'] });
        return;
      }
      setRefused(outcome.refused);
      if (outcome.file) saveFile(outcome.file, 'member-card-errors.xlsx');
    },
  });
  const template = useMutation({
    mutationFn: downloadCardTemplate,
    onSuccess: ({ blob, headers }) =>
      saveFile(blob, filenameOf(headers.get('content-disposition'), 'member-cards.xlsx')),
  });
  if (!can(memberCardActions.upload)) return null;
  return (
    <Card id="memberCardUploadBar" size="small" title={t('upload.title')} style={{ marginBottom: 16 }}>
      <Flex vertical gap="small">
        <Flex wrap gap="small" align="center">
          {chooseTenant && (
            <Select
              id="memberCardUploadTenant"
              aria-label={t('upload.tenant')}
              placeholder={t('upload.tenant')}
              showSearch={{ optionFilterProp: 'label' }}
              options={tenants.choices}
              value={tid}
              onChange={setTid}
              style={{ minWidth: 180 }}
            />
          )}
          <Upload
            accept=".xlsx"
            showUploadList={false}
            disabled={chooseTenant && tid === undefined}
            beforeUpload={(file) => {
              send.mutate(file);
              return false;
            }}
          >
            <Button
              id="memberCardUpload"
              icon={<UploadOutlined />}
              loading={send.isPending}
              disabled={chooseTenant && tid === undefined}
            >
              {t('upload.button')}
            </Button>
          </Upload>
          <Button
            id="memberCardTemplate"
            icon={<DownloadOutlined />}
            loading={template.isPending}
            onClick={() => template.mutate()}
          >
            {t('upload.template')}
          </Button>
          <Typography.Text type="secondary">{t('upload.hint')}</Typography.Text>
        </Flex>
        {refused !== null && (
          <Alert
            id="memberCardUploadRefused"
            type="error"
            showIcon
            title={refused}
            description={t('upload.refusedFile')}
            closable={{ onClose: () => setRefused(null) }}
          />
        )}
      </Flex>
    </Card>
  );
}
