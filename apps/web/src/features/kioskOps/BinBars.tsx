import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BinReading } from '@srd/contract';
import { useMaterialName } from '../../platform/materialTypes';

/** Fill colours: green, orange from 80 % (near full), red from 95 % (full). */
function fillColour(depthPct: number): string {
  if (depthPct >= 95) return '#f5222d';
  if (depthPct >= 80) return '#faad14';
  return '#52c41a';
}

/** Each bin's fill by depth as a bar, with its material and weight; `compact` for list cells. */
export function BinBars({ bins, compact = false }: { bins: BinReading[]; compact?: boolean }) {
  const { t } = useTranslation('kioskOps');
  const materialName = useMaterialName();
  if (bins.length === 0) return <Typography.Text type="secondary">{compact ? '-' : t('live.noBins')}</Typography.Text>;
  return (
    <Flex vertical gap={compact ? 0 : 4} className="bin-bars" style={{ minWidth: compact ? 140 : undefined }}>
      {bins.map((bin) => {
        const name = `${t('live.bin', { bin: bin.bin })}${bin.material ? ` · ${materialName(bin.material)}` : ''}`;
        return (
          <Flex
            key={bin.bin}
            align="center"
            gap="small"
            className="bin-bar"
            data-bin={bin.bin}
            data-depth={bin.depthPct}
          >
            <Typography.Text
              style={{ minWidth: compact ? 40 : 110, whiteSpace: 'nowrap' }}
              type={compact ? 'secondary' : undefined}
            >
              {compact ? `${bin.bin}` : name}
            </Typography.Text>
            <Progress
              aria-label={name}
              percent={Math.round(bin.depthPct)}
              strokeColor={fillColour(bin.depthPct)}
              size="small"
              style={{ flex: 1, margin: 0, minWidth: 80 }}
            />
            {!compact && (
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {t('live.weight', { weight: bin.weightKg })}
              </Typography.Text>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
