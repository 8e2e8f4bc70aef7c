import { Card, Col, InputNumber, Row, Select, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ALERT_METHODS,
  ErrorCode,
  errorMessage,
  KioskAlertSettings,
  receiverFits,
  type AlertMethod,
} from '@srd/contract';
import { zodRule } from '../../platform/crud/zodRule';
import { currentLang } from '../../platform/i18n';
import { FormItem } from '../../platform/crud/FormItem';

const cell = { xs: 24, sm: 12, lg: 6 };
const { intervalMinutes } = KioskAlertSettings.shape;

/** Receivers fit the method (e-mails, phones, either for DEFAULT); e-mail, SMS and WhatsApp alerts need one. */
const receiversRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_, receivers: string[] | undefined) => {
    const method = getFieldValue(['alertSettings', 'method']) as AlertMethod;
    const list = receivers ?? [];
    if (list.some((receiver) => !receiverFits(method, receiver.trim())))
      throw new Error(errorMessage(ErrorCode.InvalidAlertReceiver, currentLang()));
    if (getFieldValue(['alertSettings', 'enabled']) && method !== 'DEFAULT' && list.length === 0) {
      throw new Error(errorMessage(ErrorCode.AlertReceiversRequired, currentLang()));
    }
  },
});

/** Who hears of the kiosk's alerts, how and how often at most (SPEC 5: at least every 10 minutes). */
export function AlertFields() {
  const { t } = useTranslation('kiosk');
  return (
    <Card id="kiosk-section-alerts" size="small" title={t('sections.alertSettings')} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col {...cell}>
          <FormItem
            name={['alertSettings', 'enabled']}
            label={t('fields.alertSettings.enabled')}
            valuePropName="checked"
          >
            <Switch id="kiosk-alert-enabled" />
          </FormItem>
        </Col>
        <Col {...cell}>
          <FormItem name={['alertSettings', 'method']} label={t('fields.alertSettings.method')}>
            <Select
              id="kiosk-alert-method"
              options={ALERT_METHODS.map((value) => ({ value, label: t(`alertMethods.${value}`) }))}
            />
          </FormItem>
        </Col>
        <Col {...cell}>
          <FormItem
            name={['alertSettings', 'intervalMinutes']}
            label={t('fields.alertSettings.intervalMinutes')}
            rules={[zodRule(intervalMinutes)]}
          >
            <InputNumber id="kiosk-alert-interval" precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col xs={24}>
          <FormItem
            name={['alertSettings', 'receivers']}
            label={t('fields.alertSettings.receivers')}
            extra={t('hints.receivers')}
            rules={[receiversRule]}
            dependencies={[
              ['alertSettings', 'method'],
              ['alertSettings', 'enabled'],
            ]}
          >
            <Select
              id="kiosk-alert-receivers"
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ';']}
            />
          </FormItem>
        </Col>
      </Row>
    </Card>
  );
}
