import type {
  CouponValidToken,
  Merchant,
  MerchantCreate,
  MerchantUpdate,
  ResourceOption,
  Shop,
  ShopCreate,
  ShopUpdate,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

export const MERCHANT_LIST_PATH = '/organisation/merchantList';
export const MERCHANT_PATH = '/organisation/merchantDetail';
export const SHOP_LIST_PATH = '/organisation/shopList';
export const SHOP_PATH = '/organisation/shop';

/** `POST /merchant/page`, `GET /merchant?id=`, `POST` and `PUT /merchant`, `DELETE /merchant/{id}`. */
export const merchantApi = entityApi<Merchant, z.output<typeof MerchantCreate>, z.output<typeof MerchantUpdate>>(
  '/merchant',
);

/**
 * SPEC 7: `POST /merchantShop/page`, `GET /merchantShop?id=`, `POST` and `PUT /merchantShop`;
 * `DELETE /merchantShop/{id}`.
 */
export const shopApi = entityApi<Shop, z.output<typeof ShopCreate>, z.output<typeof ShopUpdate>>('/merchantShop');

/** The short names a list's filter offers, in the UI language (the `lang` header). */
export function fetchShortNames(base: '/merchant' | '/merchantShop'): Promise<string[]> {
  return request('GET', `${base}/shortNames`);
}

/** The merchants a shop may belong to, under their tenant (`pId`). */
export function fetchMerchantOptions(): Promise<ResourceOption[]> {
  return request('GET', '/merchantShop/merchantOptions');
}

export function fetchCouponToken(id: number): Promise<CouponValidToken> {
  return request('GET', `/merchantShop/couponValidToken?id=${id}`);
}

export function rotateCouponToken(id: number): Promise<CouponValidToken> {
  return request('PUT', '/merchantShop/couponValidToken', { body: { id } });
}
