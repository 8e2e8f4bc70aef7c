import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_MAX_SIZE_LABEL, LOGO_TYPES } from '@srd/contract';
import { feedback } from '../../platform/feedback';

interface LogoFieldProps {
  id?: string;
  /** A data URL. */
  value?: string | null;
  onChange?: (logo: string | null) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The logo as a Form control: an image picked here is checked for type and size, then kept as a data URL. */
export function LogoField({ id, value, onChange }: LogoFieldProps) {
  const { t } = useTranslation('tenant');
  return (
    <Space align="center" wrap>
      <Avatar className="tenant-logo-preview" src={value ?? undefined} shape="square" size={64}>
        {t('noLogo')}
      </Avatar>
      <Upload
        accept={LOGO_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={async (file) => {
          if (!(LOGO_TYPES as readonly string[]).includes(file.type)) feedback.message.error(t('logoType'));
          else if (file.size > LOGO_MAX_BYTES) feedback.message.error(t('logoTooLarge', { size: LOGO_MAX_SIZE_LABEL }));
          else onChange?.(await readAsDataUrl(file));
          // Nothing is sent on its own: the data URL goes with the form.
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />}>
          {t('uploadLogo')}
        </Button>
      </Upload>
      {value && (
        <Button id={id && `${id}-remove`} icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
          {t('removeLogo')}
        </Button>
      )}
    </Space>
  );
}
