import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, Flex, Switch, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS, updateSettings, useSettings, type Settings } from '../../platform/settings';

type Toggle = 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const TOGGLES: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];
const SWATCH = 28;

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const settings = useSettings();
  return (
    <Drawer id="settingsDrawer" title={t('settings.title')} open={open} onClose={onClose} size={320}>
      <Typography.Text strong>{t('settings.theme')}</Typography.Text>
      <Flex wrap gap={6} style={{ marginTop: token.marginSM }}>
        {THEME_PRESETS.map((color) => {
          const chosen = color === settings.theme;
          return (
            <button
              key={color}
              type="button"
              data-color={color}
              aria-label={t('settings.color', { color })}
              aria-pressed={chosen}
              onClick={() => updateSettings({ theme: color })}
              style={{
                display: 'grid',
                placeItems: 'center',
                width: SWATCH,
                height: SWATCH,
                padding: 0,
                border: 'none',
                borderRadius: token.borderRadiusSM,
                background: color,
                color: '#fff',
                cursor: 'pointer',
                outlineOffset: 2,
                boxShadow: chosen ? `0 0 0 2px ${token.colorBgContainer}, 0 0 0 4px ${color}` : undefined,
              }}
            >
              {chosen && <CheckOutlined />}
            </button>
          );
        })}
      </Flex>
      <Divider />
      <Flex vertical gap="middle">
        {TOGGLES.map((key) => (
          <Flex key={key} justify="space-between" align="center">
            <label htmlFor={`${key}Switch`}>{t(`settings.${key}`)}</label>
            <Switch
              id={`${key}Switch`}
              checked={settings[key]}
              onChange={(checked) => updateSettings({ [key]: checked } satisfies Partial<Settings>)}
            />
          </Flex>
        ))}
      </Flex>
    </Drawer>
  );
}
