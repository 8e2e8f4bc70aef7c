import { EntityDetailPage } from '../../platform/crud/EntityDetailPage';
import { MERCHANT_LIST_PATH } from './api';
import { useMerchantConfig } from './merchantConfig';

/** Screen Merchant: `?id=` edits that merchant (with its history), no id creates one. */
export default function MerchantPage() {
  const config = useMerchantConfig();
  return <EntityDetailPage config={config} listPath={MERCHANT_LIST_PATH} formBody={config.formBody} />;
}
