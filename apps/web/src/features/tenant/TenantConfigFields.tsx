import { Divider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FcmConfig, RvmConfig, TbConfig } from '@srd/contract';
import { NumberItem, SwitchItem } from './NumberItem';

const rvm = RvmConfig.shape;
const fcm = FcmConfig.shape;
const tb = TbConfig.shape;

/** rvmConfig, fcmConfig and tbConfig: the settings of each kind of machine. */
export function TenantConfigFields() {
  const { t } = useTranslation('tenant');
  return (
    <>
      <Divider titlePlacement="start">{t('sections.rvmConfig')}</Divider>
      <Row gutter={16}>
        <NumberItem
          path={['rvmConfig', 'maxItemsPerTransaction']}
          label={t('config.maxItemsPerTransaction')}
          schema={rvm.maxItemsPerTransaction}
        />
        <SwitchItem path={['rvmConfig', 'acceptUnknownBarcode']} label={t('config.acceptUnknownBarcode')} />
        <SwitchItem path={['rvmConfig', 'printReceipt']} label={t('config.printReceipt')} />
      </Row>
      <Divider titlePlacement="start">{t('sections.fcmConfig')}</Divider>
      <Row gutter={16}>
        <NumberItem
          path={['fcmConfig', 'depositAmount']}
          label={t('config.depositAmount')}
          schema={fcm.depositAmount}
          money
        />
        <NumberItem
          path={['fcmConfig', 'refundAmount']}
          label={t('config.refundAmount')}
          schema={fcm.refundAmount}
          money
          dependencies={[['fcmConfig', 'depositAmount']]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, refund: number | null) => {
                const deposit = getFieldValue(['fcmConfig', 'depositAmount']) as number | null;
                if (refund != null && deposit != null && refund > deposit) throw new Error(t('refundOverDeposit'));
              },
            }),
          ]}
        />
        <NumberItem
          path={['fcmConfig', 'returnWithinDays']}
          label={t('config.returnWithinDays')}
          schema={fcm.returnWithinDays}
        />
      </Row>
      <Divider titlePlacement="start">{t('sections.tbConfig')}</Divider>
      <Row gutter={16}>
        <NumberItem
          path={['tbConfig', 'capacityLitres']}
          label={t('config.capacityLitres')}
          schema={tb.capacityLitres}
        />
        <NumberItem
          path={['tbConfig', 'collectionIntervalHours']}
          label={t('config.collectionIntervalHours')}
          schema={tb.collectionIntervalHours}
        />
        <SwitchItem path={['tbConfig', 'requireMemberCard']} label={t('config.requireMemberCard')} />
      </Row>
    </>
  );
}
