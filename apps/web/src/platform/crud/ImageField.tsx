import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_MAX_SIZE_TEXT, LOGO_TYPES } from '@srd/contract';
import { feedback } from '../feedback';

interface ImageFieldProps {
  id?: string;
  /** The image as a `data:` URL; null or undefined: none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * An image form field (a logo): a PNG, JPEG, GIF or WebP file of at most 500 KB, kept as a `data:`
 * URL in the form. The type and size are checked here first (SPEC 5 message), and again on the server.
 */
export function ImageField({ id, value, onChange }: ImageFieldProps) {
  const { t } = useTranslation('crud');
  const choose = async (file: File) => {
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) feedback.message.error(t('upload.wrongType'));
    else if (file.size > LOGO_MAX_BYTES) feedback.message.error(t('upload.tooLarge', { size: LOGO_MAX_SIZE_TEXT }));
    else onChange?.(await readAsDataUrl(file));
    // Nothing is sent on its own: the form saves the image with the record.
    return Upload.LIST_IGNORE;
  };
  return (
    <Flex id={id} gap={12} align="center" wrap>
      {value && <Image src={value} alt={t('upload.image')} width={64} height={64} style={{ objectFit: 'contain' }} />}
      <Upload accept={LOGO_TYPES.join(',')} showUploadList={false} beforeUpload={choose}>
        <Button icon={<UploadOutlined />} className="image-choose">
          {t(value ? 'upload.replace' : 'upload.choose')}
        </Button>
      </Upload>
      {value && (
        <Button icon={<DeleteOutlined />} className="image-remove" onClick={() => onChange?.(null)}>
          {t('upload.remove')}
        </Button>
      )}
      <span style={{ color: 'var(--ant-color-text-secondary)' }}>{t('upload.hint', { size: LOGO_MAX_SIZE_TEXT })}</span>
    </Flex>
  );
}

/** How the history names an image field's value: the log notes that it changed, not the image. */
export function useImageValueLabel(): (value: string | null) => string | undefined {
  const { t } = useTranslation('crud');
  return (value) => (value === null ? undefined : t('upload.image'));
}
