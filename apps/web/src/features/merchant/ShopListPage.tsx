import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useShopConfig } from './shopConfig';

/** Screen ShopList: the shops in the caller's scope; each opens on the Shop screen. */
export default function ShopListPage() {
  return <SimpleEntityPage {...useShopConfig()} />;
}
