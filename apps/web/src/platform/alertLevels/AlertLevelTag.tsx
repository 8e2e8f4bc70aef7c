import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALERT_LEVELS, isAlertLevel, levelColour } from './alertLevels';

/** A level's name in the UI language; an unknown level as its number. */
export function useLevelLabel(): (level: number) => string {
  const { t } = useTranslation('alertType');
  return (level) => (isAlertLevel(level) ? t(`levels.${level}`) : String(level));
}

export function useLevelOptions(): { value: number; label: string }[] {
  const label = useLevelLabel();
  return ALERT_LEVELS.map((level) => ({ value: level, label: label(level) }));
}

export function AlertLevelTag({ level }: { level: number }) {
  const label = useLevelLabel();
  return (
    <Tag color={levelColour(level)} data-level={level}>
      {label(level)}
    </Tag>
  );
}
