import {
  CouponValidToken,
  Merchant,
  MerchantCreate,
  MerchantPageRequest,
  MerchantUpdate,
  merchantActions,
  merchantShopActions,
  ResourceOption,
  Shop,
  ShopCreate,
  ShopPageRequest,
  ShopUpdate,
  IdFromText,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { merchantExporter, shopExporter } from './exports.js';
import { merchantOptions, merchants, merchantShortNames } from './merchant-service.js';
import { couponValidToken, rotateCouponValidToken, shops, shopShortNames } from './shop-service.js';

const ShortNameList = z.array(z.string());

/**
 * Merchants (`/merchant`, this product's REST in the SPEC's style) and shops (SPEC 7 `/merchantShop`):
 * page, detail, create, edit, delete, their short-name filter lists, the shop form's merchant choices
 * and the shop's coupon valid token.
 */
export const merchantModule: AppModule = {
  name: 'merchant',
  register(app) {
    registerEntityRoutes(app, merchants, {
      tags: ['merchant'],
      noun: 'merchant',
      actions: merchantActions,
      schemas: { row: Merchant, pageRequest: MerchantPageRequest, create: MerchantCreate, update: MerchantUpdate },
      paths: catalogueCrudPaths('/api/merchant'),
    });
    app.get(
      '/api/merchant/shortNames',
      {
        schema: {
          tags: ['merchant'],
          summary:
            'Short names of the merchants in the caller scope, in the caller language, de-duplicated, at most 200',
          response: { 200: ShortNameList },
        },
        config: { action: merchantActions.view },
      },
      (req) => merchantShortNames(signedIn(req.ctx)),
    );
    registerEntityRoutes(app, shops, {
      tags: ['merchantShop'],
      noun: 'shop',
      actions: merchantShopActions,
      schemas: { row: Shop, pageRequest: ShopPageRequest, create: ShopCreate, update: ShopUpdate },
      paths: catalogueCrudPaths('/api/merchantShop'),
    });
    app.get(
      '/api/merchantShop/shortNames',
      {
        schema: {
          tags: ['merchantShop'],
          summary: 'Short names of the shops in the caller scope, in the caller language, de-duplicated, at most 200',
          response: { 200: ShortNameList },
        },
        config: { action: merchantShopActions.view },
      },
      (req) => shopShortNames(signedIn(req.ctx)),
    );
    app.get(
      '/api/merchantShop/merchantOptions',
      {
        schema: {
          tags: ['merchantShop'],
          summary: 'The merchants a shop may belong to, under their tenant (pId)',
          response: { 200: z.array(ResourceOption) },
        },
        config: { action: merchantShopActions.view },
      },
      (req) => merchantOptions(signedIn(req.ctx)),
    );
    app.get(
      '/api/merchantShop/couponValidToken',
      {
        schema: {
          tags: ['merchantShop'],
          summary: "The shop's whole coupon valid token (e-voucher validation)",
          querystring: z.object({ id: IdFromText }),
          response: { 200: CouponValidToken },
        },
        config: { action: merchantShopActions.edit },
      },
      (req) => couponValidToken(signedIn(req.ctx), req.query.id),
    );
    app.put(
      '/api/merchantShop/couponValidToken',
      {
        schema: {
          tags: ['merchantShop'],
          summary: 'Replace the shop coupon valid token with a new random one',
          body: z.object({ id: z.int32().positive() }),
          response: { 200: CouponValidToken },
        },
        config: { action: merchantShopActions.edit },
      },
      (req) => rotateCouponValidToken(signedIn(req.ctx), req.body.id),
    );
    registerExporter(merchantExporter);
    registerExporter(shopExporter);
  },
};
