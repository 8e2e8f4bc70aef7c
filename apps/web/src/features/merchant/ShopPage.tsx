import { EntityDetailPage } from '../../platform/crud/EntityDetailPage';
import { SHOP_LIST_PATH } from './api';
import { CouponTokenPanel } from './CouponTokenPanel';
import { useShopConfig } from './shopConfig';

/** Screen Shop: `?id=` edits that shop (its password, its coupon token, its history), no id creates one. */
export default function ShopPage() {
  const config = useShopConfig();
  return (
    <EntityDetailPage
      config={config}
      listPath={SHOP_LIST_PATH}
      formBody={config.formBody}
      extra={(shop) => <CouponTokenPanel shop={shop} />}
    />
  );
}
