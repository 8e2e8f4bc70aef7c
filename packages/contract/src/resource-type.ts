/**
 * Resource types: ids 1-6 are the ones admin mapping grants access to; all of them appear as the
 * `resTypeId` of audit entries. Ids past 16 are this product's own, for records the SPEC's list leaves out.
 */
export const ResourceType = {
  SysClient: 1,
  Tenant: 2,
  Kiosk: 3,
  Merchant: 4,
  Shop: 5,
  HousingEstate: 6,
  AdminUser: 7,
  Role: 8,
  Menu: 9,
  Program: 10,
  Gift: 11,
  Member: 12,
  MemberCard: 13,
  AlertSetting: 14,
  SysParameter: 15,
  PublicContent: 16,
  AlertType: 17,
  MaterialType: 18,
  Barcode: 19,
  HelpTopic: 20,
  AddressBuilding: 24,
  LatestNews: 21,
  File: 22,
  KioskGroup: 25,
  KioskSchedule: 26,
  KioskSerialNumber: 27,
  FoodContainer: 28,
  KioskAlarm: 29,
  KioskErrorCode: 30,
  KioskCommand: 31,
  ScheduleTask: 32,
  Message: 33,
  MessageTemplate: 34,
  WebhookSubscription: 36,
  RejectionThreshold: 38,
  MemberOctopus: 42,
  AdminCard: 43,
  /** A recycle transaction: its review (approve or reject) is audited. */
  RecycleTransaction: 45,
  /** An entry of a member's wallet: adjustments and reversals are audited. */
  WalletEntry: 40,
  /** Octopus settlement: a kind of file exchanged with the card operator. */
  OctSftpType: 61,
  /** Octopus settlement: a kind of card event the operator reports. */
  OctEventType: 62,
  /** A tenant's terms for converting points to Cathay Pacific miles. */
  MilesConfig: 63,
  /** A conversion of points to miles: Asia Miles' answer to it is audited. */
  MilesConversion: 64,
} as const;
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];
