import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Select, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_KINDS, fileActions, formatFileSize, ResourceType, type StoredFile } from '@srd/contract';
import { ApiError } from '../../platform/api';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { useCan } from '../../platform/crud/Can';
import { EntityRowActions } from '../../platform/crud/EntityRowActions';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { saveFile } from '../../platform/crud/exportFile';
import { FilterBar } from '../../platform/crud/FilterBar';
import { HistoryDrawer } from '../../platform/crud/HistoryDrawer';
import { useEntityAccess } from '../../platform/crud/simpleEntity';
import { useListState } from '../../platform/crud/useListState';
import { useDevice } from '../../platform/device';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { useProfile } from '../../platform/profile';
import { downloadFile, FILE_LIST_STATE, fileApi, uploadFile } from './api';
import { FormItem } from '../../platform/crud/FormItem';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

/** Screen FileList: the files uploaded in the caller's scope; upload (type and size checked by the server), download, delete. */
export default function FileListPage() {
  const { t } = useTranslation(['file', 'crud']);
  const can = useCan();
  const mobile = useDevice() === 'mobile';
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const queryClient = useQueryClient();
  const [state, setState] = useListState(FILE_LIST_STATE);
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

  const columns: EntityColumn<StoredFile>[] = [
    { key: 'fileName', dataIndex: 'fileName', title: t('fields.fileName'), sorter: true },
    { key: 'kind', title: t('fields.kind'), render: (_, row) => <Tag>{t(`kinds.${row.kind}`)}</Tag> },
    { key: 'size', title: t('fields.size'), sorter: true, render: (_, row) => formatFileSize(row.size) },
    { key: 'tid', title: t('fields.tid'), render: (_, row) => tenantName(row.tid) },
    { key: 'isPublic', title: t('fields.isPublic'), render: (_, row) => (row.isPublic ? t('public') : t('private')) },
    { key: 'creDttm', title: t('fields.creDttm'), sorter: true, render: (_, row) => formatDate(row.creDttm) },
    {
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
            onClick={async () => saveFile(await downloadFile(row.id), row.fileName)}
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
    },
  ];

  return (
    <Card id="filePage" title={t('title')}>
      <FilterBar id="fileFilters" state={state} onStateChange={setState}>
        <FormItem name="keyword" label={t('crud:filter.keyword')}>
          <Input id="fileFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
        </FormItem>
        <FormItem name="kind" label={t('fields.kind')}>
          <Select id="fileFilterKind" allowClear options={kinds} style={{ minWidth: 140 }} />
        </FormItem>
      </FilterBar>
      {refusal && (
        <Alert
          id="fileUploadRefusal"
          type="error"
          showIcon
          message={refusal}
          closable
          onClose={() => setRefusal(null)}
          style={{ marginBottom: 12 }}
        />
      )}
      <EntityTable<StoredFile>
        id="fileTable"
        listName="fileList"
        queryKey={[...fileApi.queryKey, 'page']}
        fetchPage={fileApi.page}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
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
