import {
  AddressBuilding,
  AddressBuildingCreate,
  AddressBuildingPageRequest,
  AddressBuildingUpdate,
  addressActions,
  AddressEstate,
  AddressEstateCreate,
  AddressEstatePage,
  AddressEstatePageRequest,
  AddressEstateUpdate,
  AddressTree,
  DEFAULT_MAP_TILE_URL,
  HousingEstateListRequest,
  housingEstateActions,
  MapSettings,
} from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { addressTree } from './address-tree.js';
import { buildings } from './building-service.js';
import { seedDemoAddresses } from './demo.js';
import { estateExporter } from './estate-export.js';
import { estates, housingEstateList } from './estate-service.js';

/**
 * Housing estates and their buildings (SPEC 7 "Address and housing"): CRUD of `/address/addressEstate` and
 * `/address/addressBuilding`, `GET /address/getAddressTree`, `POST /housingEstate/list`, and the maps' tile
 * address (`GET /housingEstate/mapSettings`).
 */
export const addressModule: AppModule = {
  name: 'address',
  register(app, { config }) {
    registerEntityRoutes(app, estates, {
      tags: ['address'],
      noun: 'housing estate',
      actions: housingEstateActions,
      schemas: {
        row: AddressEstate,
        pageRequest: AddressEstatePageRequest,
        create: AddressEstateCreate,
        update: AddressEstateUpdate,
      },
      paths: catalogueCrudPaths('/api/address/addressEstate'),
    });
    registerEntityRoutes(app, buildings, {
      tags: ['address'],
      noun: 'building',
      actions: addressActions,
      schemas: {
        row: AddressBuilding,
        pageRequest: AddressBuildingPageRequest,
        create: AddressBuildingCreate,
        update: AddressBuildingUpdate,
      },
      paths: catalogueCrudPaths('/api/address/addressBuilding'),
    });
    app.get(
      '/api/address/getAddressTree',
      {
        schema: {
          tags: ['address'],
          summary: "The caller's estates with their buildings, labelled in the caller's language (SPEC 3 address tree)",
          response: { 200: AddressTree },
        },
        config: { action: addressActions.view },
      },
      (req) => addressTree(signedIn(req.ctx)),
    );
    app.post(
      '/api/housingEstate/list',
      {
        schema: {
          tags: ['address'],
          summary: "The caller's estates: all of them with allData (selectors, the map), else a page",
          body: HousingEstateListRequest,
          response: { 200: AddressEstatePage },
        },
        config: { action: housingEstateActions.view },
      },
      (req) => housingEstateList(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/housingEstate/mapSettings',
      {
        schema: {
          tags: ['address'],
          summary: 'Where the estate maps load their tiles from (MAP_TILE_URL, else OpenStreetMap)',
          response: { 200: MapSettings },
        },
        config: { action: housingEstateActions.view },
      },
      () => ({ tileUrl: config.mapTileUrl ?? DEFAULT_MAP_TILE_URL }),
    );
    registerExporter(estateExporter);
  },
  seedDemo: seedDemoAddresses,
};
