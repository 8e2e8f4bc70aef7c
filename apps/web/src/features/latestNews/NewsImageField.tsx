import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/api';
import { feedback } from '../../platform/feedback';
import { uploadNewsImage } from './api';
import { NewsImage } from './NewsImage';

interface NewsImageFieldProps {
  id?: string;
  /** The uploaded image's file id. */
  value?: number | null;
  onChange?: (fileId: number | null) => void;
  /** The news item's tenant: the image is stored there. */
  tid: number | null;
}

/** A news image as a Form control: uploads through the shared file service and holds the stored file's id. */
export function NewsImageField({ id, value, onChange, tid }: NewsImageFieldProps) {
  const { t } = useTranslation('latestNews');
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (file: File) => {
    setUploading(true);
    setRefusal(null);
    try {
      const stored = await uploadNewsImage(file, tid);
      onChange?.(stored.id);
      feedback.message.success(t('uploaded'));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Flex vertical gap={8} id={id}>
      {value ? (
        <NewsImage id={`${id}-preview`} fileId={value} width={160} alt={t('fields.imageFileId')} />
      ) : (
        <Typography.Text type="secondary">{t('noImage')}</Typography.Text>
      )}
      <Flex gap={8} wrap>
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            // The upload is ours, not antd's.
            return false;
          }}
        >
          <Button id={`${id}-upload`} icon={<UploadOutlined />} loading={uploading}>
            {value ? t('replace') : t('upload')}
          </Button>
        </Upload>
        {value ? (
          <Button id={`${id}-remove`} icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('remove')}
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type="secondary">{t('imageHint')}</Typography.Text>
      {refusal && (
        <Typography.Text id={`${id}-refusal`} type="danger">
          {refusal}
        </Typography.Text>
      )}
    </Flex>
  );
}
