import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../platform/feedback';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

export function FullscreenButton() {
  const { t } = useTranslation('layout');
  const fullscreen = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  const label = fullscreen ? t('navbar.exitFullscreen') : t('navbar.fullscreen');

  function toggle() {
    const unsupported = () => void feedback.message.warning(t('navbar.fullscreenUnsupported'));
    if (!document.fullscreenEnabled) return unsupported();
    if (fullscreen) void document.exitFullscreen();
    else document.documentElement.requestFullscreen().catch(unsupported);
  }

  return (
    <Tooltip title={label}>
      <Button
        id="fullscreenToggle"
        type="text"
        aria-label={label}
        aria-pressed={fullscreen}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
