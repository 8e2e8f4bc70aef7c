import { ToolOutlined } from '@ant-design/icons';
import { Card, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen of the menu that is not built yet: its title and a note that it is coming. */
export function Placeholder({ screen }: { screen: string }) {
  const { t } = useTranslation(['screens', 'menu']);
  const { token } = theme.useToken();
  return (
    <Card id="screenPlaceholder" data-screen={screen}>
      <Flex vertical align="center" gap="small" style={{ padding: '48px 16px', textAlign: 'center' }}>
        <ToolOutlined style={{ fontSize: 48, color: token.colorPrimary }} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(screen, { ns: 'menu', defaultValue: screen })}
        </Typography.Title>
        <Typography.Text strong>{t('placeholder.coming')}</Typography.Text>
        <Typography.Text type="secondary">{t('placeholder.text')}</Typography.Text>
      </Flex>
    </Card>
  );
}
