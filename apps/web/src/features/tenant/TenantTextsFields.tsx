import { Col, Divider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, TENANT_TEXT_KINDS } from '@srd/contract';
import { RichTextField } from '../../platform/crud/RichTextField';
import { FormItem } from '../../platform/crud/FormItem';

/**
 * Terms, privacy, disclaimer and about-us, each in the three languages side by side (one under the other
 * on phones).
 */
export function TenantTextsFields() {
  const { t } = useTranslation('tenant');
  return (
    <>
      {TENANT_TEXT_KINDS.map((kind) => (
        <div key={kind}>
          <Divider titlePlacement="start">{t(`texts.${kind}`)}</Divider>
          <Row gutter={16}>
            {LANGS.map((lang) => (
              <Col key={lang} xs={24} xl={8}>
                <FormItem name={['texts', kind, lang]} label={t(`langs.${lang}`)}>
                  <RichTextField id={`tenant-texts-${kind}-${lang}`} maxLength={100_000} />
                </FormItem>
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </>
  );
}
