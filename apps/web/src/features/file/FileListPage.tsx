import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_KINDS, fileActions, FilePageRequest, formatFileSize, ResourceType, type StoredFile } from '@srd/contract';
import { ApiError } from '../../platform/api';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { useCan } from '../../platform/crud/Can';
import { EntityRowActions } from '../../platform/crud/EntityRowActions';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { saveFile } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { HistoryDrawer } from '../../platform/crud/HistoryDrawer';
import { useEntityAccess } from '../../platform/crud/simpleEntity';
import { useDevice } from '../../platform/device';
import { feedback } from '../../platform/feedback';
import { useProfile } from '../../platform/profile';
import { downloadFile, fileApi, uploadFile } from './api';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

/**
 * Screen FileList: the files uploaded in the caller's scope; upload (type and size checked by the server),
 * download, delete.
 */
export default function FileListPage() {
  const { t } = useTranslation(['file', 'crud']);
  const can = useCan();
  const mobile = useDevice() === 'mobile';
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const queryClient = useQueryClient();
  const access = { ...useEntityAccess({ view: fileActions.view, delete: fileActions.delete }), edit: false };
  const [history, setHistory] = useState<StoredFile | null>(null);
  const [uploadTenant, setUploadTenant] = useState<number | null>(ownTenant);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tenantName = (tid: number | null) => (tid === null ? t('platformWide') : (tenants.nameOf(tid) ?? `#${tid}`));
  const kinds = FILE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));

  const send = async (file: File) => {
    setUploading(true);
    setRefusal(null);
    try {
      const stored = await uploadFile(file, uploadTenant);
      feedback.message.success(t('uploaded', { name: stored.fileName }));
      await Promise.all(
        [fileApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  const actionsColumn: EntityColumn<StoredFile> = {
    key: 'actions',
    title: t('crud:entity.actions'),
    fixed: mobile ? undefined : 'right',
    render: (_, row) => (
      <Space size={0}>
        <Button
          type="link"
          size="small"
          className="file-download"
          icon={<DownloadOutlined />}
          onClick={() => void downloadFile(row.id).then((file) => saveFile(file, row.fileName))}
        >
          {t('download')}
        </Button>
        <EntityRowActions<StoredFile>
          row={row}
          name={row.fileName}
          noun={t('noun')}
          api={fileApi}
          access={access}
          onEdit={() => undefined}
          onHistory={setHistory}
        />
      </Space>
    ),
  };

  return (
    <Card id="filePage" title={t('title')}>
      <FieldList<StoredFile>
        id="file"
        namespace="file"
        listName="fileList"
        pageRequest={FilePageRequest}
        queryKey={[...fileApi.queryKey, 'page']}
        fetchPage={fileApi.page}
        rowKey="id"
        fields={[
          { name: 'fileName' },
          {
            name: 'kind',
            valueType: 'select',
            options: kinds,
            renderCell: (row) => <Tag>{t(`kinds.${row.kind}`)}</Tag>,
          },
          { name: 'size', renderCell: (row) => formatFileSize(row.size) },
          { name: 'tid', valueType: 'tenant', renderCell: (row) => tenantName(row.tid) },
          { name: 'isPublic', renderCell: (row) => (row.isPublic ? t('public') : t('private')) },
          { name: 'creDttm', valueType: 'dateTime' },
        ]}
        extraColumns={[actionsColumn]}
        beforeTable={
          refusal && (
            <Alert
              id="fileUploadRefusal"
              type="error"
              showIcon
              message={refusal}
              closable
              onClose={() => setRefusal(null)}
              style={{ marginBottom: 12 }}
            />
          )
        }
        toolbar={() =>
          can(fileActions.upload) && (
            <Flex gap={8} align="center" wrap>
              {ownTenant === null && tenants.choices.length > 0 && (
                <Select
                  id="fileUploadTenant"
                  allowClear
                  placeholder={t('platformWide')}
                  aria-label={t('uploadTenant')}
                  value={uploadTenant ?? undefined}
                  onChange={(value?: number) => setUploadTenant(value ?? null)}
                  options={tenants.choices}
                  style={{ minWidth: 160 }}
                />
              )}
              <Upload
                showUploadList={false}
                beforeUpload={(file) => {
                  void send(file);
                  return false;
                }}
              >
                <Button id="fileUpload" type="primary" icon={<UploadOutlined />} loading={uploading}>
                  {t('upload')}
                </Button>
              </Upload>
              <Typography.Text type="secondary">{t('uploadHint')}</Typography.Text>
            </Flex>
          )
        }
      />
      {history && (
        <HistoryDrawer
          resTypeId={ResourceType.File}
          recordId={history.id}
          name={history.fileName}
          namespace="file"
          onClose={() => setHistory(null)}
        />
      )}
    </Card>
  );
}
