import type { Lang, Texts } from './i18n.js';
import { fillTemplate } from './i18n.js';

/**
 * The error catalogue: every business code the API answers with, its HTTP status and its message in
 * each language. Success is code 200. Generic HTTP failures answer with the HTTP status as the code.
 */
export const ErrorCode = {
  /** The session ended after a period without activity. */
  SessionExpired: 1001,
  /** The token is missing, malformed or unknown. */
  InvalidToken: 1002,
  /** The caller's roles do not hold the action the route needs. */
  MissingAction: 1003,
  /** The record lies outside the caller's tenant, merchant or shop scope. */
  OutOfScope: 1004,
  /** A user with the same login id or e-mail already exists. */
  UserExists: 1007,
  /** The account must change its password before doing anything else (user status 3). */
  PasswordChangeRequired: 3001,
  /** An export of the same report is already being generated for another user. */
  ExportBusy: 10027,
  /** An export of dated records asked for a period longer than it may cover (SPEC 5: about two months). */
  ExportPeriodTooLong: 10028,
  /** The member's point balance does not cover the request. */
  InsufficientPoints: 10037,
  /** Invitation: an active account with this e-mail already exists. */
  InviteAccountExists: 10041,
  /** Invitation: the account exists but was never activated; the invitation can be resent. */
  InviteNotActivated: 10042,
  /** Invitation: the account exists but is disabled; it can be re-enabled by sending the activation e-mail. */
  InviteAccountDisabled: 10043,
  /**
   * Invitation saved, but its e-mail could not be sent; the account waits for activation and the invitation can be
   * resent.
   */
  InviteMailFailed: 10044,
  /** The activation link is past its expiry time. */
  InviteLinkExpired: 10045,
  /** The activation link does not match an invitation: altered, incomplete, or replaced by a newer one. */
  InviteLinkInvalid: 10046,
  /** The activation link was used already, or the account is active: sign in instead. */
  InviteAlreadyActivated: 10047,
  /** Only an account waiting for activation, with an e-mail address, can be sent its invitation again. */
  InviteNotPending: 10048,
  /** The session was ended elsewhere: signed out by an administrator, or the user's sessions were cleared. */
  SessionRevoked: 50008,
  /** The account was disabled or locked after this session began. */
  AccountDisabled: 50012,
  /** The session reached its maximum lifetime and must sign in again. */
  SessionLifetimeReached: 50014,
  /**
   * Sign-in refused: unknown user or wrong password (deliberately the same message; not "sign in again": no session
   * ended).
   */
  LoginFailed: 1010,
  /** Sign-in refused: the account holds no role, so it could do nothing. */
  NoRoles: 1011,
  /** Too many failed sign-ins for this user name from this address: that address is locked out of it for a while. */
  LoginLocked: 1012,
  /** The new password breaks the password rules. */
  WeakPassword: 1013,
  /** The old password given with a password change is wrong. */
  WrongOldPassword: 1014,
  /** The new password is the same as the old one. */
  PasswordUnchanged: 1015,
  /** The new password is in the list of commonly used passwords. */
  CommonPassword: 1016,
  /** A role cannot be deleted while users hold it. */
  RoleInUse: 1017,
  /** The super-administrator role cannot be deleted, disabled, reduced or lose access-all-data. */
  SuperRoleProtected: 1018,
  /** A user's tenant, merchant and shop do not exist or do not belong together. */
  PlacementMismatch: 1019,
  /** A code that must be unique (alert type, material, parameter key ...) is used by another record. */
  CodeTaken: 1020,
  /** Other records refer to this one, so it cannot be deleted. */
  InUse: 1021,
  /** A start or end date lies before today (programs: SPEC 5). */
  DateBeforeToday: 1022,
  /** An end date lies before its start date (SPEC 8 wording). */
  ExpiryBeforeEffective: 1023,
  /** A location needs both its longitude and its latitude (or neither). */
  LocationIncomplete: 1030,
  /** Duplicating a tenant failed (its copy could not be stored); nothing was copied. */
  CopyTenantFailed: 1024,
  /** An uploaded file (a logo) is larger than allowed; `{size}` names the limit. */
  UploadTooLarge: 1025,
  /** An uploaded file is not of an accepted type (logos: PNG, JPEG, GIF, WebP). */
  UnsupportedFileType: 1041,
  /** A phone list holds a number that breaks the phone format. */
  InvalidPhoneList: 1042,
  /** An upload whose content is not one of the accepted kinds (images, PDF, XLSX, CSV, ZIP). */
  UploadTypeRefused: 1044,
  /** A published or pending news item without an image (SPEC 5). */
  NewsImageRequired: 1045,
  /** An upload request without a file part. */
  UploadMissing: 1043,
  /**
   * An image whose header gives more pixels than allowed (a decompression bomb); `{width}`, `{height}`, `{side}`,
   * `{megapixels}`.
   */
  ImageTooLarge: 1046,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
  /** A kiosk group needs at least one kiosk (SPEC 5). */
  KioskGroupNeedsKiosk: 2070,
  /** A group's kiosks must be of its kiosk type and tenant; `{kids}` names those that are not. */
  KioskGroupMemberMismatch: 2071,
  /** A schedule is for exactly one kiosk or one group. */
  ScheduleTarget: 2072,
  /** A schedule's closing time equals its opening time. */
  ScheduleSameTimes: 2073,
  /** A schedule needs at least one weekday. */
  ScheduleNeedsWeekday: 2074,
  /** A serial number is recorded already. */
  SerialNoTaken: 2075,
  /** The kiosk has a serial-number record already; `{serialNo}` names it. */
  KioskHasSerial: 2076,
  /** An installed serial number needs the kiosk it is installed in. */
  InstalledNeedsKiosk: 2077,
  /** Container codes of a batch are used already; `{codes}` names them; nothing was created. */
  ContainerCodesTaken: 2078,
  /** Only drafted or disabled containers can be deleted; `{status}` is the container's. */
  ContainerNotDeletable: 2079,
  /** A container's status cannot change from `{from}` to `{to}`. */
  ContainerStatusTransition: 2080,
  /** No background job has that name. */
  JobNotFound: 2090,
  /** A schedule that never fires or that the cron reader refuses. */
  InvalidSchedule: 2091,
  /** Backups are taken of the embedded database only; a PostgreSQL server is backed up with its own tools. */
  BackupNotAvailable: 2092,
  /** A message's recipient does not fit its channel: an e-mail address, a mobile number, a web address. */
  RecipientMismatch: 2100,
  /** Only a message that failed or was not delivered can be sent again. */
  MessageNotResendable: 2101,
  /** An alert setting names a kiosk, kiosk group or admin outside its tenant. */
  AlertSettingForeignRecord: 2102,
  /** A template names `{variable}`, which its event does not have; `{allowed}` lists those it has. */
  TemplateUnknownVariable: 2120,
  /** A template repeats a section over `{variable}`, which is not a list; `{lists}` names the event's lists. */
  TemplateSectionNotList: 2121,
  /** A template prints the list `{variable}` as one value instead of repeating a section over it. */
  TemplateListAsValue: 2122,
  /** A template's braces do not pair up (an unclosed tag or section) near character `{at}`. */
  TemplateMalformed: 2123,
  /** A template uses a Mustache tag this product does not offer (`{tag}`: partials, delimiter changes). */
  TemplateTagUnsupported: 2124,
  /** An e-mail template needs a subject. */
  TemplateSubjectRequired: 2125,
  /** A WhatsApp template needs the name of the template Meta approved. */
  TemplateWhatsappNameRequired: 2126,
  /** An active template for the same tenant, event, channel and language exists already. */
  TemplateTaken: 2127,
  /** A webhook's address is on the server's own network (loopback, private, link-local) and not a trusted host. */
  WebhookAddressInternal: 2130,
  /**
   * An alert receiver that is not an e-mail (e-mail alerts), a phone number (SMS, WhatsApp) or either (default method).
   */
  InvalidAlertReceiver: 2000,
  /** Alerts sent by e-mail, SMS or WhatsApp need at least one receiver. */
  AlertReceiversRequired: 2001,
  /** A kiosk's recycle type names a material the catalogue does not have for its kiosk type. */
  UnknownKioskMaterial: 2002,
  /** A KID is used by another kiosk; `{kids}` names them. */
  KidTaken: 2003,
  /** A kiosk's housing estate belongs to another tenant. */
  EstateOfOtherTenant: 2004,
  /** The kiosk has no device secret yet, so no maintenance code can be derived. */
  NoDeviceSecret: 2005,
  /** The live feed address is missing, altered, expired or not the caller's: fetch a new one. */
  LiveAddressInvalid: 2040,
  /** The live feed was opened from a page of another site. */
  LiveOriginRefused: 2041,
  /** A live feed address opens one socket only: this one was used already. */
  LiveAddressUsed: 2042,
  /** The session has as many live feed sockets open as it may; `{max}` names how many. */
  LiveSocketsExceeded: 2043,
  /** markAsDown on a kiosk staff already marked down. */
  KioskAlreadyDown: 2050,
  /** resumeService on a kiosk that is not marked down. */
  KioskNotDown: 2051,
  /** setVolume sent without a volume from 1 to 100. */
  CommandVolumeRequired: 2052,
  /** Only a command the kiosk has not fetched yet can be cancelled. */
  CommandNotPending: 2053,
  /** The alarm is cleared already. */
  AlarmAlreadyCleared: 2054,
  /** The alarm was acknowledged already. */
  AlarmAlreadyAcknowledged: 2055,
  /** An availability period must end after it starts and span at most `{days}` days. */
  PeriodInvalid: 2056,
  /** A kiosk call names its kiosk by id or by KID. */
  KioskRequired: 2057,
  /** Device API: no kiosk credentials, an unknown KID or a wrong secret (HTTP Basic `kid:secret`). */
  DeviceAuthFailed: 2020,
  /** Device API: the kiosk's credentials are right but the kiosk is disabled. */
  DeviceDisabled: 2021,
  /** A heartbeat's sentAt lies more than 5 minutes ahead of the server's clock. */
  HeartbeatInFuture: 2022,
  /** A heartbeat's sentAt lies more than 24 hours in the past. */
  HeartbeatTooOld: 2023,
  /** A heartbeat not newer than the last one accepted from the kiosk: a replay. */
  HeartbeatReplay: 2024,
  /** A recycle transaction whose uuid is recorded already: applied once, not again. */
  TransactionReplay: 2025,
  /** Items name materials the material catalogue does not hold. */
  UnknownMaterial: 2026,
  /** An alert names a type the alert type catalogue does not hold. */
  UnknownAlertType: 2027,
  /** No command of this kiosk with that id. */
  CommandNotFound: 2028,
  /** The command was acknowledged already. */
  CommandAlreadyAcknowledged: 2029,
  /** The command was not fetched by the kiosk yet, or was given up. */
  CommandNotDelivered: 2030,
  /** Heartbeats could not be stored just now; nothing of the batch was kept. */
  HeartbeatNotStored: 2031,
  /** A device alert's time is more than 5 minutes ahead of the server clock or more than 24 hours old. */
  AlertTimeOutOfRange: 2032,
  /**
   * The database refused a heartbeat's data (a value no column can hold); the other heartbeats of its batch were
   * stored.
   */
  HeartbeatRefused: 2033,
  /**
   * Device API: too many wrong secrets for this KID (from this address, or from everywhere); retry after `{seconds}`.
   */
  DeviceAuthThrottled: 2034,
  /** A rejection time more than 5 minutes ahead of the server clock or more than 24 hours old; `{uuid}` names it. */
  RejectionTimeOutOfRange: 2035,
  /** A recycle transaction could not be stored just now; nothing of it was kept. */
  TransactionNotStored: 2036,
  /** The database refused a recycle transaction's data (a value no column can hold); nothing of it was kept. */
  TransactionRefused: 2037,
  /** A container's return time more than 5 minutes ahead of the server clock or more than 24 hours old. */
  ContainerReturnTimeOutOfRange: 2196,
  /** A list of rejection counts needs a period that ends after it starts and spans at most `{days}` days. */
  RejectionPeriodInvalid: 2140,
  /** Only a transaction that needs approval and has not been reviewed yet can be approved or rejected. */
  TransactionNotReviewable: 2150,
  /** A points wallet is adjusted by whole points. */
  LedgerAmountWhole: 2160,
  /** An Octopus wallet holds dollars: an adjustment is to the cent. */
  LedgerAmountCents: 2161,
  /** A wallet entry is reversed at most once; `{id}` names the reversal that undid it. */
  EntryAlreadyReversed: 2162,
  /** A reversal is not reversed: post a new adjustment instead. */
  ReversalNotReversible: 2163,
  /** A list of wallet entries needs a period that ends after it starts and spans at most `{days}` days. */
  LedgerPeriodInvalid: 2164,
  /** A membership number is used by another member of the tenant; `{membershipNo}` names it. */
  MembershipNoTaken: 2170,
  /** A member card number is registered already in the tenant; `{cardNo}` names it. */
  MemberCardTaken: 2171,
  /** A member's estate is of another tenant, or the building is not of the estate. */
  MemberAddressMismatch: 2172,
  /** A member has at most `{max}` Octopus numbers. */
  OctopusLimit: 2173,
  /** The same Octopus number is given twice for the member; `{numbers}` names it. */
  OctopusRepeated: 2174,
  /** Octopus numbers registered to another member already; `{numbers}` names them. */
  OctopusTaken: 2175,
  /** SPEC 9: a disabled Octopus number needs its reason. */
  OctopusReasonRequired: 2176,
  /** A card upload's sheet has rows that cannot be taken; `{rows}` counts them; nothing was added. */
  CardUploadRowErrors: 2177,
  /** A card upload holds more than `{max}` rows. */
  CardUploadTooManyRows: 2178,
  /** A spreadsheet whose archive would inflate past what an upload may hold (a zip bomb), or not a readable one. */
  UploadArchiveRefused: 2179,
  /** A card upload needs the tenant its members belong to. */
  CardUploadTenantRequired: 2180,
  /** An admin card's holder is not an admin of the card's scope, or its merchant or shop are not of its tenant. */
  AdminCardScopeMismatch: 2181,
  /** An admin card number is registered already; `{cardNo}` names it. */
  AdminCardTaken: 2182,
  /** An admin card needs a holder: an admin user or a name. */
  AdminCardHolderRequired: 2183,
  /** The Octopus operator's SFTP server could not be reached; `{detail}` is what the network said. */
  OctopusSftpUnreachable: 2210,
  /** The Octopus SFTP server's host key is not OCTOPUS_SFTP_HOST_KEY's; `{fingerprint}` is the one it showed. */
  OctopusSftpHostKey: 2211,
  /** The Octopus SFTP server refused the user or its password or key. */
  OctopusSftpLogin: 2212,
  /** An Octopus answer or event file that does not follow the format; `{detail}` says where. */
  OctopusFileInvalid: 2213,
  /** The member's tenant has no miles conversion, or it is switched off. */
  MilesConversionDisabled: 2230,
  /** A conversion takes at least the tenant's minimum of points; `{min}` is it. */
  MilesBelowMinimum: 2231,
  /** The points make no whole mile at the tenant's rate; `{rate}` points make one. */
  MilesNoWholeMile: 2232,
  /** The partner answered a conversion that was already answered otherwise. */
  MilesConversionAnswered: 2233,
  /** A caller of every tenant reads miles terms of one tenant: the one to choose. */
  MilesTenantRequired: 2234,
  /** A tenant's minimum makes whole miles: a multiple of its `{rate}`. */
  MilesMinimumNotWhole: 2235,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

interface CatalogueEntry {
  /** HTTP status the code is answered with. */
  http: number;
  message: Texts;
}

export const errorCatalogue: Record<ErrorCode, CatalogueEntry> = {
  1001: {
    http: 401,
    message: {
      en_US: 'Session expired, please log in again',
      zh_HK: '登入已逾時，請重新登入',
      zh_CN: '登录已过期，请重新登录',
    },
  },
  1002: {
    http: 401,
    message: {
      en_US: 'Invalid session, please login again!',
      zh_HK: '登入無效，請重新登入！',
      zh_CN: '登录无效，请重新登录！',
    },
  },
  1003: { http: 403, message: { en_US: 'Permission denied', zh_HK: '沒有權限', zh_CN: '没有权限' } },
  1004: {
    http: 403,
    message: { en_US: 'No permissions access this page', zh_HK: '沒有權限存取此資料', zh_CN: '没有权限访问此数据' },
  },
  1007: { http: 409, message: { en_US: 'User already exists', zh_HK: '用戶已存在', zh_CN: '用户已存在' } },
  3001: {
    http: 403,
    message: { en_US: 'Please change your password before continuing', zh_HK: '請先更改密碼', zh_CN: '请先修改密码' },
  },
  10027: {
    http: 409,
    message: {
      en_US: 'The report is being generated for another user. Please wait until the export is finished.',
      zh_HK: '報表正在為其他用戶生成，請待匯出完成後再試。',
      zh_CN: '报表正在为其他用户生成，请等待导出完成后再试。',
    },
  },
  10028: {
    http: 400,
    message: {
      en_US: 'An export covers at most the last 2 months: choose a period of up to {days} days.',
      zh_HK: '匯出最多涵蓋最近 2 個月：請選擇不超過 {days} 日的期間。',
      zh_CN: '导出最多涵盖最近 2 个月：请选择不超过 {days} 天的期间。',
    },
  },
  10037: { http: 409, message: { en_US: 'Insufficient points balance', zh_HK: '積分餘額不足', zh_CN: '积分余额不足' } },
  10041: {
    http: 409,
    message: {
      en_US: 'An account with this e-mail already exists',
      zh_HK: '此電郵的帳戶已存在',
      zh_CN: '此邮箱的账户已存在',
    },
  },
  10042: {
    http: 409,
    message: {
      en_US: 'The account exists but is not activated yet. Resend the invitation?',
      zh_HK: '帳戶已存在但尚未啟用，要重新發送邀請嗎？',
      zh_CN: '账户已存在但尚未激活，要重新发送邀请吗？',
    },
  },
  10043: {
    http: 409,
    message: {
      en_US: 'The account is disabled. Send the activation e-mail to enable it?',
      zh_HK: '帳戶已停用，要發送啟用電郵嗎？',
      zh_CN: '账户已停用，要发送激活邮件吗？',
    },
  },
  10044: {
    http: 502,
    message: {
      en_US:
        'resend email failed: the invitation e-mail could not be sent. The account waits for activation; resend ' +
        'the invitation later.',
      zh_HK: '重新發送電郵失敗：無法發送邀請電郵。帳戶正等待啟用，請稍後重新發送邀請。',
      zh_CN: '重新发送邮件失败：无法发送邀请邮件。账户正等待激活，请稍后重新发送邀请。',
    },
  },
  10045: {
    http: 410,
    message: {
      en_US: 'This activation link has expired. Ask your administrator to send the invitation again.',
      zh_HK: '此啟用連結已過期，請聯絡管理員重新發送邀請。',
      zh_CN: '此激活链接已过期，请联系管理员重新发送邀请。',
    },
  },
  10046: {
    http: 400,
    message: {
      en_US:
        'This activation link is invalid or was replaced by a newer invitation. Use the link of the latest ' +
        'invitation e-mail.',
      zh_HK: '此啟用連結無效或已被較新的邀請取代，請使用最新邀請電郵中的連結。',
      zh_CN: '此激活链接无效或已被较新的邀请取代，请使用最新邀请邮件中的链接。',
    },
  },
  10047: {
    http: 409,
    message: {
      en_US: 'Your account has been already activated, please login',
      zh_HK: '你的帳戶已啟用，請登入',
      zh_CN: '你的账户已激活，请登录',
    },
  },
  10048: {
    http: 409,
    message: {
      en_US: 'Only an account waiting for activation, with an e-mail address, can be sent the invitation again',
      zh_HK: '只有等待啟用並設有電郵地址的帳戶才可重新發送邀請',
      zh_CN: '只有等待激活并设有邮箱地址的账户才可重新发送邀请',
    },
  },
  50008: {
    http: 401,
    message: {
      en_US: 'You have been logged out: your session was ended',
      zh_HK: '你已被登出：登入階段已被終止',
      zh_CN: '你已被登出：登录会话已被终止',
    },
  },
  50012: {
    http: 401,
    message: {
      en_US: 'You have been logged out: your account was disabled',
      zh_HK: '你已被登出：帳戶已被停用',
      zh_CN: '你已被登出：账户已被停用',
    },
  },
  50014: {
    http: 401,
    message: {
      en_US: 'You have been logged out: the session reached its time limit',
      zh_HK: '你已被登出：登入階段已達時限',
      zh_CN: '你已被登出：登录会话已达时限',
    },
  },
  1010: {
    http: 401,
    message: {
      en_US: 'The user name or password is incorrect.',
      zh_HK: '用戶名稱或密碼不正確。',
      zh_CN: '用户名或密码不正确。',
    },
  },
  1011: {
    http: 403,
    message: {
      en_US: "You don't have permission to do anything!",
      zh_HK: '你沒有任何操作權限！',
      zh_CN: '你没有任何操作权限！',
    },
  },
  1012: {
    http: 429,
    message: {
      en_US: 'Too many failed sign-ins with this user name from your address. Try again in {seconds} seconds.',
      zh_HK: '你的網絡位址以此用戶名稱登入失敗次數過多，請於 {seconds} 秒後再試。',
      zh_CN: '你的网络地址以此用户名登录失败次数过多，请于 {seconds} 秒后再试。',
    },
  },
  1013: {
    http: 400,
    message: {
      en_US:
        'The password must have at least 8 characters and use at least three of: uppercase letters, lowercase ' +
        'letters, digits and symbols',
      zh_HK: '密碼須至少 8 個字元，並包含大寫字母、小寫字母、數字及符號中至少三類',
      zh_CN: '密码须至少 8 个字符，并包含大写字母、小写字母、数字及符号中至少三类',
    },
  },
  1014: {
    http: 400,
    message: { en_US: 'The old password is incorrect', zh_HK: '舊密碼不正確', zh_CN: '旧密码不正确' },
  },
  1015: {
    http: 400,
    message: {
      en_US: 'The new password must differ from the old one',
      zh_HK: '新密碼不可與舊密碼相同',
      zh_CN: '新密码不能与旧密码相同',
    },
  },
  1016: {
    http: 400,
    message: {
      en_US: 'This password is too common; choose another',
      zh_HK: '此密碼太常見，請另選一個',
      zh_CN: '此密码太常见，请另选一个',
    },
  },
  1017: {
    http: 409,
    message: {
      en_US: 'This role is held by {users} user(s); remove it from them before deleting it',
      zh_HK: '此角色仍有 {users} 位用戶使用，請先從其帳戶移除再刪除',
      zh_CN: '此角色仍有 {users} 位用户使用，请先从其账户移除再删除',
    },
  },
  1018: {
    http: 409,
    message: {
      en_US: 'The super administrator role cannot be deleted, disabled or reduced',
      zh_HK: '超級管理員角色不可刪除、停用或縮減權限',
      zh_CN: '超级管理员角色不可删除、停用或缩减权限',
    },
  },
  1019: {
    http: 400,
    message: {
      en_US:
        'The tenant, merchant and shop must exist and belong together: the shop to the merchant, the merchant to ' +
        'the tenant',
      zh_HK: '租戶、商戶及店舖必須存在並互相對應：店舖屬於該商戶，商戶屬於該租戶',
      zh_CN: '租户、商户及店铺必须存在并相互对应：店铺属于该商户，商户属于该租户',
    },
  },
  1020: {
    http: 409,
    message: {
      en_US: 'This code is already used by another record',
      zh_HK: '此代碼已被其他記錄使用',
      zh_CN: '此代码已被其他记录使用',
    },
  },
  1030: {
    http: 400,
    message: {
      en_US: 'Give both the longitude and the latitude, or neither',
      zh_HK: '請同時填寫經度及緯度，或兩者皆不填',
      zh_CN: '请同时填写经度和纬度，或两者都不填',
    },
  },
  1021: {
    http: 409,
    message: {
      en_US: 'Other records use this record, so it cannot be deleted',
      zh_HK: '其他記錄正使用此記錄，因此無法刪除',
      zh_CN: '其他记录正在使用此记录，因此无法删除',
    },
  },
  1022: {
    http: 400,
    message: { en_US: 'The date cannot be earlier than today', zh_HK: '日期不可早於今天', zh_CN: '日期不能早于今天' },
  },
  1023: {
    http: 400,
    message: {
      en_US: 'The effective time cannot be greater than the expiration time',
      zh_HK: '生效時間不可遲於到期時間',
      zh_CN: '生效时间不能晚于到期时间',
    },
  },
  1024: { http: 409, message: { en_US: 'copy tenant failed', zh_HK: '複製租戶失敗', zh_CN: '复制租户失败' } },
  1025: {
    http: 413,
    message: {
      en_US: 'Upload file size must be less than {size}',
      zh_HK: '上載檔案大小必須少於 {size}',
      zh_CN: '上传文件大小必须小于 {size}',
    },
  },
  1041: {
    http: 400,
    message: {
      en_US: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
      zh_HK: '只可上傳 PNG、JPEG、GIF 或 WebP 圖片',
      zh_CN: '只能上传 PNG、JPEG、GIF 或 WebP 图片',
    },
  },
  1042: {
    http: 400,
    message: {
      en_US: 'Invalid phone number: {numbers}. Separate several numbers with commas or semicolons',
      zh_HK: '電話號碼無效：{numbers}。多個號碼請以逗號或分號分隔',
      zh_CN: '电话号码无效：{numbers}。多个号码请以逗号或分号分隔',
    },
  },
  1044: {
    http: 415,
    message: {
      en_US: 'This file type cannot be uploaded: choose an image (PNG, JPEG, GIF, WebP), PDF, XLSX, CSV or ZIP file',
      zh_HK: '不可上載此檔案類型：請選擇圖片（PNG、JPEG、GIF、WebP）、PDF、XLSX、CSV 或 ZIP 檔案',
      zh_CN: '不能上传此文件类型：请选择图片（PNG、JPEG、GIF、WebP）、PDF、XLSX、CSV 或 ZIP 文件',
    },
  },
  1045: {
    http: 400,
    message: {
      en_US: 'Published and pending news need an uploaded image',
      zh_HK: '已發佈及待發佈的消息必須上載圖片',
      zh_CN: '已发布及待发布的消息必须上传图片',
    },
  },
  1043: {
    http: 400,
    message: { en_US: 'Choose a file to upload', zh_HK: '請選擇要上載的檔案', zh_CN: '请选择要上传的文件' },
  },
  1046: {
    http: 400,
    message: {
      en_US:
        'This image is {width} × {height} pixels: images may be at most {side} pixels a side and {megapixels} ' +
        'megapixels in all',
      zh_HK: '此圖片為 {width} × {height} 像素：圖片每邊最多 {side} 像素，總數最多 {megapixels} 百萬像素',
      zh_CN: '此图片为 {width} × {height} 像素：图片每边最多 {side} 像素，总数最多 {megapixels} 百万像素',
    },
  },
  400: { http: 400, message: { en_US: 'Bad Request', zh_HK: '請求錯誤', zh_CN: '请求错误' } },
  401: { http: 401, message: { en_US: 'Unauthorized', zh_HK: '未授權，請重新登入', zh_CN: '未授权，请重新登录' } },
  403: { http: 403, message: { en_US: 'Forbidden', zh_HK: '拒絕存取', zh_CN: '拒绝访问' } },
  404: { http: 404, message: { en_US: 'Not Found', zh_HK: '找不到請求的資源', zh_CN: '请求的资源不存在' } },
  405: { http: 405, message: { en_US: 'method disabled', zh_HK: '請求方法不允許', zh_CN: '请求方法不允许' } },
  409: { http: 409, message: { en_US: 'Conflict', zh_HK: '資料衝突', zh_CN: '数据冲突' } },
  413: { http: 413, message: { en_US: 'Request Entity Too Large', zh_HK: '請求內容過大', zh_CN: '请求内容过大' } },
  415: {
    http: 415,
    message: { en_US: 'Unsupported Media Type', zh_HK: '不支援的內容類型', zh_CN: '不支持的内容类型' },
  },
  429: {
    http: 429,
    message: {
      en_US: 'too frequent, retry later',
      zh_HK: '請求過於頻繁，請稍後再試',
      zh_CN: '请求过于频繁，请稍后再试',
    },
  },
  500: {
    http: 500,
    message: {
      en_US: 'Internal Server Error (reference {ref})',
      zh_HK: '伺服器內部錯誤（參考編號 {ref}）',
      zh_CN: '服务器内部错误（参考编号 {ref}）',
    },
  },
  503: { http: 503, message: { en_US: 'Server Unavailable', zh_HK: '服務暫時無法使用', zh_CN: '服务暂时不可用' } },
  2070: {
    http: 400,
    message: { en_US: 'Choose at least one kiosk', zh_HK: '請選擇至少一部設備', zh_CN: '请选择至少一台设备' },
  },
  2071: {
    http: 400,
    message: {
      en_US: "Every kiosk of a group must be of the group's kiosk type and tenant; these are not: {kids}",
      zh_HK: '群組內的設備必須屬於群組的設備類型及租戶，以下設備不符：{kids}',
      zh_CN: '群组内的设备必须属于群组的设备类型及租户，以下设备不符：{kids}',
    },
  },
  2072: {
    http: 400,
    message: {
      en_US: 'A schedule is for one kiosk or one group: choose exactly one of them',
      zh_HK: '時間表只適用於一部設備或一個群組：請二選一',
      zh_CN: '时间表只适用于一台设备或一个群组：请二选一',
    },
  },
  2073: {
    http: 400,
    message: {
      en_US:
        'The closing time must differ from the opening time (a closing time earlier than the opening time means ' +
        'the next day)',
      zh_HK: '關閉時間不可與開放時間相同（關閉時間早於開放時間即為翌日關閉）',
      zh_CN: '关闭时间不能与开放时间相同（关闭时间早于开放时间即为次日关闭）',
    },
  },
  2074: {
    http: 400,
    message: { en_US: 'Choose at least one weekday', zh_HK: '請選擇至少一個星期日子', zh_CN: '请选择至少一个星期日子' },
  },
  2075: {
    http: 409,
    message: { en_US: 'This serial number is already recorded', zh_HK: '此序號已有記錄', zh_CN: '此序列号已有记录' },
  },
  2076: {
    http: 409,
    message: {
      en_US: 'This kiosk already has a serial-number record: {serialNo}',
      zh_HK: '此設備已有序號記錄：{serialNo}',
      zh_CN: '此设备已有序列号记录：{serialNo}',
    },
  },
  2077: {
    http: 400,
    message: {
      en_US: 'An installed serial number needs the kiosk it is installed in',
      zh_HK: '已安裝的序號必須指明所安裝的設備',
      zh_CN: '已安装的序列号必须指明所安装的设备',
    },
  },
  2078: {
    http: 409,
    message: {
      en_US: 'These container codes are already used: {codes}. Nothing was created.',
      zh_HK: '以下容器編號已被使用：{codes}。沒有建立任何容器。',
      zh_CN: '以下容器编号已被使用：{codes}。没有创建任何容器。',
    },
  },
  2079: {
    http: 409,
    message: {
      en_US: 'Only drafted or disabled containers can be deleted; this one is {status}',
      zh_HK: '只可刪除草稿或已停用的容器；此容器為{status}',
      zh_CN: '只能删除草稿或已停用的容器；此容器为{status}',
    },
  },
  2080: {
    http: 409,
    message: {
      en_US: 'A container cannot change from {from} to {to}',
      zh_HK: '容器狀態不可由{from}改為{to}',
      zh_CN: '容器状态不能由{from}改为{to}',
    },
  },
  2090: {
    http: 404,
    message: { en_US: 'There is no task of that name', zh_HK: '沒有此名稱的排程任務', zh_CN: '没有此名称的计划任务' },
  },
  2091: {
    http: 400,
    message: {
      en_US: 'This schedule cannot be read or never runs; enter five fields such as 0 3 * * *',
      zh_HK: '無法讀取此排程或它永不執行；請輸入五個欄位，例如 0 3 * * *',
      zh_CN: '无法读取此计划或它永不执行；请输入五个字段，例如 0 3 * * *',
    },
  },
  2092: {
    http: 409,
    message: {
      en_US: 'This server keeps its data on a PostgreSQL server: back it up with pg_dump or point-in-time recovery',
      zh_HK: '此伺服器的資料存於 PostgreSQL 伺服器：請以 pg_dump 或時間點還原備份',
      zh_CN: '此服务器的数据存于 PostgreSQL 服务器：请使用 pg_dump 或时间点恢复进行备份',
    },
  },
  2000: {
    http: 400,
    message: {
      en_US:
        'Each receiver must be an e-mail address for e-mail alerts, a phone number for SMS and WhatsApp alerts, or ' +
        'either for the default method',
      zh_HK: '接收者須為電郵地址（電郵提示）、電話號碼（短訊及 WhatsApp 提示），或兩者之一（預設方式）',
      zh_CN: '接收者须为邮箱地址（邮件提示）、电话号码（短信及 WhatsApp 提示），或两者之一（默认方式）',
    },
  },
  2001: {
    http: 400,
    message: {
      en_US: 'Alerts sent by e-mail, SMS or WhatsApp need at least one receiver',
      zh_HK: '以電郵、短訊或 WhatsApp 發送的提示須至少有一位接收者',
      zh_CN: '以邮件、短信或 WhatsApp 发送的提示须至少有一位接收者',
    },
  },
  2002: {
    http: 400,
    message: {
      en_US: 'Choose recycle types from the material catalogue of this kiosk type',
      zh_HK: '請從此設備類型的物料目錄中選擇回收類型',
      zh_CN: '请从此设备类型的物料目录中选择回收类型',
    },
  },
  2003: {
    http: 409,
    message: {
      en_US: 'KID already used by another kiosk: {kids}',
      zh_HK: 'KID 已被其他設備使用：{kids}',
      zh_CN: 'KID 已被其他设备使用：{kids}',
    },
  },
  2004: {
    http: 400,
    message: {
      en_US: "The housing estate must be shared or belong to the kiosk's tenant",
      zh_HK: '屋苑須為共用屋苑或屬於此設備的租戶',
      zh_CN: '屋苑须为共用屋苑或属于此设备的租户',
    },
  },
  2005: {
    http: 409,
    message: {
      en_US: 'This kiosk has no device secret yet: issue one first',
      zh_HK: '此設備尚未有密鑰，請先產生',
      zh_CN: '此设备尚未有密钥，请先生成',
    },
  },
  2040: {
    http: 401,
    message: {
      en_US: 'The live feed address is invalid or has expired',
      zh_HK: '即時資訊地址無效或已過期',
      zh_CN: '实时信息地址无效或已过期',
    },
  },
  2041: {
    http: 403,
    message: {
      en_US: 'The live feed only serves pages of this site',
      zh_HK: '即時資訊只供本網站的頁面使用',
      zh_CN: '实时信息只供本网站的页面使用',
    },
  },
  2042: {
    http: 401,
    message: {
      en_US: 'This live feed address was used already: each address opens one connection',
      zh_HK: '此即時資訊地址已被使用：每個地址只可開啟一個連線',
      zh_CN: '此实时信息地址已被使用：每个地址只能打开一个连接',
    },
  },
  2043: {
    http: 429,
    message: {
      en_US: 'This session already has {max} live feeds open: close another tab or window first',
      zh_HK: '此登入工作階段已開啟 {max} 個即時資訊：請先關閉其他分頁或視窗',
      zh_CN: '此登录会话已打开 {max} 个实时信息：请先关闭其他标签页或窗口',
    },
  },
  2050: {
    http: 409,
    message: {
      en_US: 'This kiosk is already marked down',
      zh_HK: '此設備已被標記為停止服務',
      zh_CN: '此设备已被标记为停止服务',
    },
  },
  2051: {
    http: 409,
    message: {
      en_US: 'This kiosk is not marked down, so there is no service to resume',
      zh_HK: '此設備未被標記為停止服務，無需恢復服務',
      zh_CN: '此设备未被标记为停止服务，无需恢复服务',
    },
  },
  2052: {
    http: 400,
    message: {
      en_US: 'Set volume needs a volume from 1 to 100 %',
      zh_HK: '設定音量須提供 1 至 100 % 的音量',
      zh_CN: '设置音量须提供 1 至 100 % 的音量',
    },
  },
  2053: {
    http: 409,
    message: {
      en_US: 'Only a command the kiosk has not fetched yet can be cancelled',
      zh_HK: '只可取消設備尚未接收的指令',
      zh_CN: '只能取消设备尚未接收的指令',
    },
  },
  2054: {
    http: 409,
    message: { en_US: 'This alarm is cleared already', zh_HK: '此警報已解除', zh_CN: '此警报已解除' },
  },
  2055: {
    http: 409,
    message: { en_US: 'This alarm was acknowledged already', zh_HK: '此警報已被確認', zh_CN: '此警报已被确认' },
  },
  2056: {
    http: 400,
    message: {
      en_US: 'The period must end after it starts and span at most {days} days',
      zh_HK: '期間的結束時間須遲於開始時間，且不可超過 {days} 日',
      zh_CN: '期间的结束时间须晚于开始时间，且不能超过 {days} 天',
    },
  },
  2057: {
    http: 400,
    message: {
      en_US: 'Choose a kiosk: give its id or its KID',
      zh_HK: '請選擇設備：提供其編號或 KID',
      zh_CN: '请选择设备：提供其编号或 KID',
    },
  },
  2020: {
    http: 401,
    message: {
      en_US: 'Device authentication failed: send the kiosk KID and its secret (HTTP Basic)',
      zh_HK: '設備驗證失敗：請以 HTTP Basic 發送設備 KID 及其密鑰',
      zh_CN: '设备验证失败：请以 HTTP Basic 发送设备 KID 及其密钥',
    },
  },
  2021: { http: 401, message: { en_US: 'This kiosk is disabled', zh_HK: '此設備已停用', zh_CN: '此设备已停用' } },
  2022: {
    http: 400,
    message: {
      en_US: 'The heartbeat time is more than 5 minutes ahead of the server clock: check the kiosk clock',
      zh_HK: '心跳時間比伺服器時間快超過 5 分鐘：請檢查設備時鐘',
      zh_CN: '心跳时间比服务器时间快超过 5 分钟：请检查设备时钟',
    },
  },
  2023: {
    http: 400,
    message: {
      en_US: 'The heartbeat is more than 24 hours old and was not stored',
      zh_HK: '心跳已超過 24 小時，未有儲存',
      zh_CN: '心跳已超过 24 小时，未保存',
    },
  },
  2024: {
    http: 409,
    message: {
      en_US: 'Heartbeat replayed: it is not newer than the last one accepted from this kiosk',
      zh_HK: '重複的心跳：並不比此設備上一個已接收的心跳新',
      zh_CN: '重复的心跳：并不比此设备上一个已接收的心跳新',
    },
  },
  2025: {
    http: 409,
    message: {
      en_US: 'This transaction was recorded already and was not applied again',
      zh_HK: '此交易已記錄，不會再次處理',
      zh_CN: '此交易已记录，不会再次处理',
    },
  },
  2026: {
    http: 400,
    message: {
      en_US: 'Unknown material: {materials}. Use codes of the material catalogue',
      zh_HK: '未知物料：{materials}。請使用物料目錄中的代碼',
      zh_CN: '未知物料：{materials}。请使用物料目录中的代码',
    },
  },
  2027: {
    http: 400,
    message: {
      en_US: 'Unknown alert type: {type}. Use a code of the alert type catalogue',
      zh_HK: '未知警報類型：{type}。請使用警報類型目錄中的代碼',
      zh_CN: '未知警报类型：{type}。请使用警报类型目录中的代码',
    },
  },
  2028: {
    http: 404,
    message: {
      en_US: 'This kiosk has no command with that id',
      zh_HK: '此設備沒有該編號的指令',
      zh_CN: '此设备没有该编号的指令',
    },
  },
  2029: {
    http: 409,
    message: { en_US: 'This command was acknowledged already', zh_HK: '此指令已確認', zh_CN: '此指令已确认' },
  },
  2030: {
    http: 409,
    message: {
      en_US: 'This command has not been fetched by the kiosk, or was given up',
      zh_HK: '此指令尚未被設備取得，或已放棄',
      zh_CN: '此指令尚未被设备获取，或已放弃',
    },
  },
  2031: {
    http: 503,
    message: {
      en_US: 'The heartbeat could not be stored just now: send it again',
      zh_HK: '暫時未能儲存心跳：請重新發送',
      zh_CN: '暂时无法保存心跳：请重新发送',
    },
  },
  2032: {
    http: 400,
    message: {
      en_US:
        'The alert time must be within the last 24 hours and at most 5 minutes ahead of the server clock: check ' +
        'the kiosk clock',
      zh_HK: '警報時間須在過去 24 小時內，且不可比伺服器時間快超過 5 分鐘：請檢查設備時鐘',
      zh_CN: '警报时间须在过去 24 小时内，且不能比服务器时间快超过 5 分钟：请检查设备时钟',
    },
  },
  2033: {
    http: 400,
    message: {
      en_US:
        'The heartbeat holds a value the server cannot store and was not stored: check its texts (material, error ' +
        'codes, versions)',
      zh_HK: '心跳含有伺服器無法儲存的值，未有儲存：請檢查其中的文字（物料、錯誤代碼、版本）',
      zh_CN: '心跳含有服务器无法保存的值，未保存：请检查其中的文字（物料、错误代码、版本）',
    },
  },
  2035: {
    http: 400,
    message: {
      en_US:
        'Rejection {uuid} has a time more than 24 hours old or more than 5 minutes ahead of the server clock: check ' +
        'the kiosk clock; nothing of the batch was recorded',
      zh_HK: '拒收記錄 {uuid} 的時間早於 24 小時前，或比伺服器時間快超過 5 分鐘：請檢查設備時鐘；此批記錄均未儲存',
      zh_CN: '拒收记录 {uuid} 的时间早于 24 小时前，或比服务器时间快超过 5 分钟：请检查设备时钟；此批记录均未保存',
    },
  },
  2036: {
    http: 503,
    message: {
      en_US: 'The transaction could not be stored just now: send it again',
      zh_HK: '暫時未能儲存交易：請重新發送',
      zh_CN: '暂时无法保存交易：请重新发送',
    },
  },
  2037: {
    http: 400,
    message: {
      en_US: 'The transaction holds a value the server cannot store and was not stored: check its items and numbers',
      zh_HK: '交易含有伺服器無法儲存的值，未有儲存：請檢查其中的物品及號碼',
      zh_CN: '交易含有服务器无法保存的值，未保存：请检查其中的物品及号码',
    },
  },
  2196: {
    http: 400,
    message: {
      en_US:
        'The container return has a time more than 24 hours old or more than 5 minutes ahead of the server clock: ' +
        'check the kiosk clock; nothing was recorded',
      zh_HK: '容器歸還時間早於 24 小時前，或比伺服器時間快超過 5 分鐘：請檢查設備時鐘；沒有任何記錄',
      zh_CN: '容器归还时间早于 24 小时前，或比服务器时间快超过 5 分钟：请检查设备时钟；没有任何记录',
    },
  },
  2150: {
    http: 409,
    message: {
      en_US: 'Only a transaction waiting for approval can be approved or rejected',
      zh_HK: '只有等待批核的交易才可批核或拒絕',
      zh_CN: '只有等待审批的交易才可批准或拒绝',
    },
  },
  2140: {
    http: 400,
    message: {
      en_US: 'Choose a period that ends after it starts and spans at most {days} days',
      zh_HK: '請選擇結束時間遲於開始時間、且不超過 {days} 日的期間',
      zh_CN: '请选择结束时间晚于开始时间、且不超过 {days} 天的期间',
    },
  },
  2160: {
    http: 400,
    message: {
      en_US: 'Points are whole: enter an amount without decimals',
      zh_HK: '積分須為整數：請輸入不帶小數的數量',
      zh_CN: '积分须为整数：请输入不带小数的数量',
    },
  },
  2161: {
    http: 400,
    message: {
      en_US: 'Octopus amounts are in dollars and cents: enter at most two decimals',
      zh_HK: '八達通金額以元及仙計算：最多輸入兩位小數',
      zh_CN: '八达通金额以元和分计算：最多输入两位小数',
    },
  },
  2162: {
    http: 409,
    message: {
      en_US: 'This entry has already been reversed (by entry {id})',
      zh_HK: '此紀錄已被沖正（沖正紀錄 {id}）',
      zh_CN: '此记录已被冲正（冲正记录 {id}）',
    },
  },
  2163: {
    http: 409,
    message: {
      en_US: 'A reversal cannot be reversed: make a new adjustment instead',
      zh_HK: '沖正紀錄不能再沖正：請另作一次調整',
      zh_CN: '冲正记录不能再冲正：请另做一次调整',
    },
  },
  2164: {
    http: 400,
    message: {
      en_US: 'Choose a period that ends after it starts and spans at most {days} days',
      zh_HK: '請選擇結束時間遲於開始時間、且不超過 {days} 日的期間',
      zh_CN: '请选择结束时间晚于开始时间、且不超过 {days} 天的期间',
    },
  },
  2170: {
    http: 409,
    message: {
      en_US: 'Membership number {membershipNo} belongs to another member',
      zh_HK: '會員編號 {membershipNo} 已屬於另一位會員',
      zh_CN: '会员编号 {membershipNo} 已属于另一位会员',
    },
  },
  2171: {
    http: 409,
    message: {
      en_US: 'Card number {cardNo} is already taken',
      zh_HK: '卡號 {cardNo} 已被使用',
      zh_CN: '卡号 {cardNo} 已被使用',
    },
  },
  2172: {
    http: 400,
    message: {
      en_US: "Choose an estate of the member's tenant, and a building of that estate",
      zh_HK: '請選擇屬於該會員租戶的屋苑，以及該屋苑內的大廈',
      zh_CN: '请选择属于该会员租户的屋苑，以及该屋苑内的大厦',
    },
  },
  2173: {
    http: 409,
    message: {
      en_US: 'A member can have at most {max} Octopus numbers',
      zh_HK: '每位會員最多只可登記 {max} 個八達通號碼',
      zh_CN: '每位会员最多只能登记 {max} 个八达通号码',
    },
  },
  2174: {
    http: 400,
    message: {
      en_US: 'Octopus number {numbers} is given twice',
      zh_HK: '八達通號碼 {numbers} 重複了',
      zh_CN: '八达通号码 {numbers} 重复了',
    },
  },
  2175: {
    http: 409,
    message: {
      en_US: 'Already registered: {numbers}',
      zh_HK: '以下號碼已被登記：{numbers}',
      zh_CN: '以下号码已被登记：{numbers}',
    },
  },
  2176: {
    http: 400,
    message: {
      en_US: 'Reason cannot be empty when status is disabled',
      zh_HK: '狀態為停用時，原因不能為空',
      zh_CN: '状态为停用时，原因不能为空',
    },
  },
  2177: {
    http: 400,
    message: {
      en_US: '{rows} row(s) of the sheet cannot be taken, so no card was added: the file that downloaded lists them',
      zh_HK: '工作表有 {rows} 行無法匯入，因此沒有新增任何卡：已下載的檔案列出這些行',
      zh_CN: '工作表有 {rows} 行无法导入，因此没有新增任何卡：已下载的文件列出这些行',
    },
  },
  2178: {
    http: 400,
    message: {
      en_US: 'A sheet can hold at most {max} cards: split it into smaller files',
      zh_HK: '每個工作表最多可有 {max} 張卡：請分拆成較小的檔案',
      zh_CN: '每个工作表最多可有 {max} 张卡：请拆分成较小的文件',
    },
  },
  2179: {
    http: 400,
    message: {
      en_US: 'This spreadsheet cannot be read: it is damaged or would unpack to more than an upload may hold',
      zh_HK: '無法讀取此試算表：檔案已損壞，或解壓後超出上載容許的大小',
      zh_CN: '无法读取此电子表格：文件已损坏，或解压后超出上传允许的大小',
    },
  },
  2180: {
    http: 400,
    message: {
      en_US: 'Choose the tenant whose members the cards are for',
      zh_HK: '請選擇這些卡所屬會員的租戶',
      zh_CN: '请选择这些卡所属会员的租户',
    },
  },
  2181: {
    http: 400,
    message: {
      en_US: "The holder, merchant and shop must belong to the card's tenant",
      zh_HK: '持卡人、商戶及店舖必須屬於此卡的租戶',
      zh_CN: '持卡人、商户及店铺必须属于此卡的租户',
    },
  },
  2182: {
    http: 409,
    message: {
      en_US: 'Admin card number {cardNo} is already taken',
      zh_HK: '管理員卡號 {cardNo} 已被使用',
      zh_CN: '管理员卡号 {cardNo} 已被使用',
    },
  },
  2183: {
    http: 400,
    message: {
      en_US: "Choose an admin user or enter the holder's name",
      zh_HK: '請選擇管理員用戶或輸入持卡人姓名',
      zh_CN: '请选择管理员用户或输入持卡人姓名',
    },
  },
  2034: {
    http: 429,
    message: {
      en_US: 'Too many wrong secrets for this kiosk: try again in {seconds} seconds',
      zh_HK: '此設備的錯誤密鑰次數過多：請於 {seconds} 秒後再試',
      zh_CN: '此设备的错误密钥次数过多：请于 {seconds} 秒后再试',
    },
  },
  2100: {
    http: 400,
    message: {
      en_US:
        'Enter an e-mail address for an e-mail, a mobile number for an SMS or a WhatsApp message, or a web address ' +
        'for an outbound request',
      zh_HK: '電郵請輸入電郵地址，短訊或 WhatsApp 訊息請輸入手提電話號碼，對外請求請輸入網址',
      zh_CN: '电邮请输入邮箱地址，短信或 WhatsApp 消息请输入手机号码，对外请求请输入网址',
    },
  },
  2102: {
    http: 400,
    message: {
      en_US: 'Choose kiosks, kiosk groups and admins of the tenant the setting belongs to',
      zh_HK: '請選擇此設定所屬租戶的設備、設備群組及管理員',
      zh_CN: '请选择此设置所属租户的设备、设备群组及管理员',
    },
  },
  2101: {
    http: 409,
    message: {
      en_US: 'Only a message that failed or was not delivered can be sent again',
      zh_HK: '只有發送失敗或未能送達的訊息才可重新發送',
      zh_CN: '只有发送失败或未能送达的消息才可重新发送',
    },
  },
  2120: {
    http: 400,
    message: {
      en_US: 'This event has no {{{variable}}}. You can use: {allowed}',
      zh_HK: '此事件沒有 {{{variable}}}。可用的變數：{allowed}',
      zh_CN: '此事件没有 {{{variable}}}。可用的变量：{allowed}',
    },
  },
  2121: {
    http: 400,
    message: {
      en_US: '{{#{variable}}} can only repeat over a list, and {variable} is not one. Lists of this event: {lists}',
      zh_HK: '{{#{variable}}} 只可用於重複清單，但 {variable} 不是清單。此事件的清單：{lists}',
      zh_CN: '{{#{variable}}} 只能用于重复列表，但 {variable} 不是列表。此事件的列表：{lists}',
    },
  },
  2122: {
    http: 400,
    message: {
      en_US: '{variable} is a list: repeat it with {{#{variable}}} … {{/{variable}}} instead of printing it',
      zh_HK: '{variable} 是清單：請以 {{#{variable}}} … {{/{variable}}} 逐項列出，而不是直接顯示',
      zh_CN: '{variable} 是列表：请用 {{#{variable}}} … {{/{variable}}} 逐项列出，而不是直接显示',
    },
  },
  2123: {
    http: 400,
    message: {
      en_US:
        'The template cannot be read near character {at}: every {{ needs its }}, and every {{#list}} its {{/list}}',
      zh_HK: '範本在第 {at} 個字元附近無法讀取：每個 {{ 都要有對應的 }}，每個 {{#清單}} 都要有 {{/清單}}',
      zh_CN: '模板在第 {at} 个字符附近无法读取：每个 {{ 都要有对应的 }}，每个 {{#列表}} 都要有 {{/列表}}',
    },
  },
  2124: {
    http: 400,
    message: {
      en_US: 'Templates cannot use {tag} tags: use variables, lists and comments only',
      zh_HK: '範本不可使用 {tag} 標籤：只可使用變數、清單及註解',
      zh_CN: '模板不能使用 {tag} 标签：只能使用变量、列表和注释',
    },
  },
  2125: {
    http: 400,
    message: {
      en_US: 'Enter the subject of the e-mail',
      zh_HK: '請輸入電郵的主旨',
      zh_CN: '请输入邮件的主题',
    },
  },
  2126: {
    http: 400,
    message: {
      en_US: 'Enter the name of the WhatsApp template Meta approved',
      zh_HK: '請輸入已獲 Meta 批核的 WhatsApp 範本名稱',
      zh_CN: '请输入已获 Meta 批准的 WhatsApp 模板名称',
    },
  },
  2127: {
    http: 409,
    message: {
      en_US:
        'An active template for this event, channel and language exists already: edit that one or disable it first',
      zh_HK: '此事件、渠道及語言已有啟用中的範本：請編輯該範本，或先將其停用',
      zh_CN: '此事件、渠道和语言已有启用中的模板：请编辑该模板，或先将其停用',
    },
  },
  2210: {
    http: 502,
    message: {
      en_US: 'The Octopus SFTP server could not be reached: {detail}',
      zh_HK: '無法連接八達通 SFTP 伺服器：{detail}',
      zh_CN: '无法连接八达通 SFTP 服务器：{detail}',
    },
  },
  2211: {
    http: 502,
    message: {
      en_US:
        'The Octopus SFTP server showed the host key {fingerprint}, not the one OCTOPUS_SFTP_HOST_KEY names: ' +
        'the connection was refused and nothing was sent',
      zh_HK:
        '八達通 SFTP 伺服器出示的主機金鑰為 {fingerprint}，與 OCTOPUS_SFTP_HOST_KEY 不符：已拒絕連線，沒有傳送任何檔案',
      zh_CN:
        '八达通 SFTP 服务器出示的主机密钥为 {fingerprint}，与 OCTOPUS_SFTP_HOST_KEY 不符：已拒绝连接，没有发送任何文件',
    },
  },
  2212: {
    http: 502,
    message: {
      en_US: 'The Octopus SFTP server refused the sign-in: check OCTOPUS_SFTP_USER and its password or key',
      zh_HK: '八達通 SFTP 伺服器拒絕登入：請檢查 OCTOPUS_SFTP_USER 及其密碼或金鑰',
      zh_CN: '八达通 SFTP 服务器拒绝登录：请检查 OCTOPUS_SFTP_USER 及其密码或密钥',
    },
  },
  2213: {
    http: 400,
    message: {
      en_US: 'The Octopus file does not follow the agreed format and was not processed: {detail}',
      zh_HK: '八達通檔案不符合約定格式，未有處理：{detail}',
      zh_CN: '八达通文件不符合约定格式，未处理：{detail}',
    },
  },
  2230: {
    http: 409,
    message: {
      en_US: "Converting points to Cathay Pacific miles is not offered to this member's tenant",
      zh_HK: '此會員所屬租戶未有提供積分兌換國泰航空里數',
      zh_CN: '此会员所属租户未提供积分兑换国泰航空里数',
    },
  },
  2231: {
    http: 400,
    message: {
      en_US: 'Convert at least {min} points at a time',
      zh_HK: '每次最少兌換 {min} 積分',
      zh_CN: '每次最少兑换 {min} 积分',
    },
  },
  2232: {
    http: 400,
    message: {
      en_US: 'Convert a multiple of {rate} points: {rate} points make one mile',
      zh_HK: '請兌換 {rate} 的倍數積分：每 {rate} 積分兌換一里',
      zh_CN: '请兑换 {rate} 的倍数积分：每 {rate} 积分兑换一里',
    },
  },
  2233: {
    http: 409,
    message: {
      en_US: 'This conversion was already answered otherwise',
      zh_HK: '此兌換已有不同的回覆',
      zh_CN: '此兑换已有不同的回复',
    },
  },
  2234: {
    http: 400,
    message: {
      en_US: 'Choose the tenant whose miles terms to show',
      zh_HK: '請選擇要查看哪個租戶的里數兌換條款',
      zh_CN: '请选择要查看哪个租户的里数兑换条款',
    },
  },
  2235: {
    http: 400,
    message: {
      en_US: 'The minimum must make whole miles: a multiple of {rate} points',
      zh_HK: '最少兌換積分須為整數里數：即 {rate} 的倍數',
      zh_CN: '最少兑换积分须为整数里数：即 {rate} 的倍数',
    },
  },
  2130: {
    http: 400,
    message: {
      en_US: "Enter a public web address: webhooks cannot reach addresses on the server's own network",
      zh_HK: '請輸入公開網址：Webhook 不能連往伺服器所在內部網絡的地址',
      zh_CN: '请输入公开网址：Webhook 不能连往服务器所在内部网络的地址',
    },
  },
};

/** Codes the web client hands back to the caller as ordinary results rather than showing an error. */
export const PASS_THROUGH_CODES: readonly number[] = [10041, 10042, 10043, 10027, 10037, 3001];

/** Codes after which the web client offers to log in again. */
export const RELOGIN_CODES: readonly number[] = [50008, 50012, 50014];

export function errorMessage(code: ErrorCode, lang: Lang, values?: Record<string, string | number>): string {
  return fillTemplate(errorCatalogue[code].message[lang], values);
}
