import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, nameInput, nameOutput, OnOffStatus, stampOutput } from './entity.js';
import type { Lang } from './i18n.js';
import { localName } from './local-name.js';
import { pageRequest, pageResult } from './paging.js';

/**
 * Housing estates (HousingEstateList, HousingEstate, HousingEstateMap): `/address/addressEstate*` and
 * `/housingEstate/list`.
 */
export const housingEstateActions = defineActions('housingEstate', {
  view: { menuTitle: 'Housing estates' },
  add: { menuTitle: 'Add a housing estate' },
  edit: { menuTitle: 'Edit a housing estate' },
  delete: { menuTitle: 'Delete a housing estate' },
  export: { menuTitle: 'Export housing estates' },
});

/**
 * The estate > building tree (AddressList) and the buildings of estates: `/address/addressBuilding*`,
 * `/address/getAddressTree`.
 */
export const addressActions = defineActions('address', {
  view: { menuTitle: 'Addresses (estates and buildings)' },
  add: { menuTitle: 'Add a building' },
  edit: { menuTitle: 'Edit a building' },
  delete: { menuTitle: 'Delete a building' },
});

/** Hong Kong's 18 districts, each in one of its three regions; an estate names its district, the region follows. */
export const HK_DISTRICTS = {
  centralWestern: 'hongKongIsland',
  wanChai: 'hongKongIsland',
  eastern: 'hongKongIsland',
  southern: 'hongKongIsland',
  yauTsimMong: 'kowloon',
  shamShuiPo: 'kowloon',
  kowloonCity: 'kowloon',
  wongTaiSin: 'kowloon',
  kwunTong: 'kowloon',
  kwaiTsing: 'newTerritories',
  tsuenWan: 'newTerritories',
  tuenMun: 'newTerritories',
  yuenLong: 'newTerritories',
  north: 'newTerritories',
  taiPo: 'newTerritories',
  shaTin: 'newTerritories',
  saiKung: 'newTerritories',
  islands: 'newTerritories',
} as const;
export type District = keyof typeof HK_DISTRICTS;
export const District = z.enum(Object.keys(HK_DISTRICTS) as [District, ...District[]]);
export const Region = z.enum(['hongKongIsland', 'kowloon', 'newTerritories']);
export type Region = z.infer<typeof Region>;

/** The districts of a region. */
export function districtsOf(region: Region): District[] {
  return (Object.keys(HK_DISTRICTS) as District[]).filter((district) => HK_DISTRICTS[district] === region);
}

export const Longitude = z.number().min(-180).max(180);
export const Latitude = z.number().min(-90).max(90);

/** A housing estate; `tid` null: shared by every tenant (read by all, changed only with access-all-data). */
export const AddressEstate = z.object({
  id: z.int32(),
  tid: z.int32().nullable(),
  ...nameOutput,
  address: z.string(),
  addressCht: z.string(),
  addressChs: z.string(),
  district: District.nullable(),
  region: Region.nullable(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  status: z.int32(),
  remarks: z.string().nullable(),
  /** How many buildings it has. */
  buildingCount: z.int32(),
  /** The tenant's names; null for a shared estate. */
  tenantName: z.string().nullable(),
  tenantNameCht: z.string().nullable(),
  tenantNameChs: z.string().nullable(),
  ...stampOutput,
});
export type AddressEstate = z.infer<typeof AddressEstate>;

const estateFields = {
  tid: z.int32().positive().nullable().default(null),
  ...nameInput(120),
  address: z.string().trim().max(300).default(''),
  addressCht: z.string().trim().max(300).default(''),
  addressChs: z.string().trim().max(300).default(''),
  district: District.nullable().default(null),
  lon: Longitude.nullable().default(null),
  lat: Latitude.nullable().default(null),
  status: OnOffStatus.default(1),
  remarks: z.string().trim().max(500).nullish(),
};
export const AddressEstateCreate = z.object(estateFields);
export type AddressEstateCreate = z.infer<typeof AddressEstateCreate>;
export const AddressEstateUpdate = editInput(estateFields);

const estateSortable = ['name', 'district', 'status', 'lupdDttm', 'id'] as const;
const estateFilters = {
  /** Matches names and addresses in the three languages. */
  keyword: z.string().max(120).optional(),
  /** A tenant's own estates; `shared: true` only the shared ones. */
  tid: z.int32().positive().optional(),
  shared: z.boolean().optional(),
  district: District.optional(),
  region: Region.optional(),
  status: OnOffStatus.optional(),
};
export const AddressEstatePageRequest = pageRequest([...estateSortable], estateFilters);
export type AddressEstatePageRequest = z.infer<typeof AddressEstatePageRequest>;
export const AddressEstatePage = pageResult(AddressEstate);

/** `POST /housingEstate/list`: every matching estate with `allData: true` (selectors, the map), else a page. */
export const HousingEstateListRequest = AddressEstatePageRequest.extend({ allData: z.boolean().default(false) });
export type HousingEstateListRequest = z.infer<typeof HousingEstateListRequest>;

/** A building (block) of an estate; it sits in its estate's scope. */
export const AddressBuilding = z.object({
  id: z.int32(),
  estateId: z.int32(),
  ...nameOutput,
  floors: z.int32().nullable(),
  status: z.int32(),
  /** The estate's names. */
  estateName: z.string(),
  estateNameCht: z.string(),
  estateNameChs: z.string(),
  ...stampOutput,
});
export type AddressBuilding = z.infer<typeof AddressBuilding>;

export const MAX_FLOORS = 200;
const buildingFields = {
  estateId: z.int32().positive(),
  ...nameInput(120),
  floors: z.int32().min(1).max(MAX_FLOORS).nullable().default(null),
  status: OnOffStatus.default(1),
};
export const AddressBuildingCreate = z.object(buildingFields);
export type AddressBuildingCreate = z.infer<typeof AddressBuildingCreate>;
export const AddressBuildingUpdate = editInput(buildingFields);

export const AddressBuildingPageRequest = pageRequest(['name', 'floors', 'status', 'lupdDttm', 'id'], {
  keyword: z.string().max(120).optional(),
  estateId: z.int32().positive().optional(),
  status: OnOffStatus.optional(),
});
export type AddressBuildingPageRequest = z.infer<typeof AddressBuildingPageRequest>;
export const AddressBuildingPage = pageResult(AddressBuilding);

/** SPEC 3 address tree node: names in three languages, `label` in the caller's language, `value` its id. */
const treeNode = { ...nameOutput, label: z.string(), value: z.int32() };
export const AddressTreeBuilding = z.object({ buildingId: z.int32(), ...treeNode });
export const AddressTreeEstate = z.object({ estateId: z.int32(), ...treeNode, children: z.array(AddressTreeBuilding) });
export type AddressTreeEstate = z.infer<typeof AddressTreeEstate>;
export const AddressTree = z.array(AddressTreeEstate);

/** A tree node's label: the name in `lang`, English where that translation is empty. */
export function addressLabel(names: { name: string; nameCht: string; nameChs: string }, lang: Lang): string {
  return localName(names, lang);
}

/** OpenStreetMap's tiles: the maps' default ground. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** `GET /housingEstate/mapSettings`: where the maps load their tiles from (the server's `MAP_TILE_URL`). */
export const MapSettings = z.object({ tileUrl: z.string() });
export type MapSettings = z.infer<typeof MapSettings>;
