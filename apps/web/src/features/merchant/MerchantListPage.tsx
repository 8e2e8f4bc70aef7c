import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useMerchantConfig } from './merchantConfig';

/** Screen MerchantList: the merchants in the caller's scope; each opens on the Merchant screen. */
export default function MerchantListPage() {
  return <SimpleEntityPage {...useMerchantConfig()} />;
}
