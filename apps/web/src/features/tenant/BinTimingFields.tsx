import { Divider, Row, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { SprayConfig, TimingConfig } from '@srd/contract';
import { z } from 'zod';
import { NumberItem, SwitchItem } from './NumberItem';

const count = z.number().int().min(0).max(10_000);
const positive = z.number().int().min(1).max(10_000);
const spray = SprayConfig.shape;
const timing = TimingConfig.shape;

/** Bin-full and near-full thresholds (near full below full), the spray and the kiosk timings. */
export function BinTimingFields() {
  const { t } = useTranslation('tenant');
  const belowFull =
    (full: string): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_, near: number | null) => {
        const limit = getFieldValue(['binConfig', full]) as number | null;
        if (near != null && limit != null && near >= limit) throw new Error(t('nearFullBelowFull'));
      },
    });
  return (
    <>
      <Divider titlePlacement="start">{t('sections.binConfig')}</Divider>
      <Row gutter={16}>
        <NumberItem
          path={['binConfig', 'nearFullWeightKg']}
          label={t('config.nearFullWeightKg')}
          schema={count}
          rules={[belowFull('fullWeightKg')]}
          dependencies={[['binConfig', 'fullWeightKg']]}
        />
        <NumberItem path={['binConfig', 'fullWeightKg']} label={t('config.fullWeightKg')} schema={positive} />
        <NumberItem
          path={['binConfig', 'nearFullDepthCm']}
          label={t('config.nearFullDepthCm')}
          schema={count}
          rules={[belowFull('fullDepthCm')]}
          dependencies={[['binConfig', 'fullDepthCm']]}
        />
        <NumberItem path={['binConfig', 'fullDepthCm']} label={t('config.fullDepthCm')} schema={positive} />
      </Row>
      <Divider titlePlacement="start">{t('sections.sprayConfig')}</Divider>
      <Row gutter={16}>
        <SwitchItem path={['sprayConfig', 'enabled']} label={t('config.sprayEnabled')} />
        <NumberItem
          path={['sprayConfig', 'intervalMinutes']}
          label={t('config.intervalMinutes')}
          schema={spray.intervalMinutes}
        />
        <NumberItem
          path={['sprayConfig', 'durationSeconds']}
          label={t('config.durationSeconds')}
          schema={spray.durationSeconds}
        />
      </Row>
      <Divider titlePlacement="start">{t('sections.timingConfig')}</Divider>
      <Row gutter={16}>
        {(['idleTimeoutSeconds', 'doorOpenSeconds', 'resultDisplaySeconds', 'sessionTimeoutSeconds'] as const).map(
          (name) => (
            <NumberItem key={name} path={['timingConfig', name]} label={t(`config.${name}`)} schema={timing[name]} />
          ),
        )}
      </Row>
    </>
  );
}
