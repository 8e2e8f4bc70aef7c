import { ResourceType } from '@srd/contract';

/**
 * The namespace whose `fields.<name>` texts name the fields of a resource type's entries; the
 * AuditLog screen's entry in the screen registry loads these namespaces.
 */
export const FIELD_NAMESPACE: Partial<Record<number, string>> = {
  [ResourceType.AdminUser]: 'userManage',
  [ResourceType.Role]: 'role',
  [ResourceType.AlertType]: 'alertType',
  [ResourceType.MaterialType]: 'materialType',
  [ResourceType.Barcode]: 'barcode',
  [ResourceType.SysParameter]: 'sysParameter',
  [ResourceType.SysClient]: 'sysClient',
  [ResourceType.Program]: 'program',
  [ResourceType.HelpTopic]: 'helpTopic',
  [ResourceType.HousingEstate]: 'housingEstate',
  [ResourceType.AddressBuilding]: 'building',
  [ResourceType.Tenant]: 'tenant',
  [ResourceType.Merchant]: 'merchant',
  [ResourceType.Shop]: 'shop',
  [ResourceType.PublicContent]: 'pubContent',
  [ResourceType.LatestNews]: 'latestNews',
  [ResourceType.File]: 'file',
  [ResourceType.KioskGroup]: 'kioskGroup',
  [ResourceType.KioskSchedule]: 'kioskSchedule',
  [ResourceType.KioskSerialNumber]: 'kioskSerialNumber',
  [ResourceType.FoodContainer]: 'foodContainer',
  [ResourceType.Kiosk]: 'kiosk',
};

export const RESOURCE_TYPES = Object.entries(ResourceType).map(([name, id]) => ({ name, id }));
