import { z } from 'zod';
import { actionByKey } from './actions.js';
import { IdFromText } from './auth.js';
import { pageRequest, pageResult } from './paging.js';
import { menuNodeFields, type MenuNodeFields } from './permission.js';
import { ruleText, textPattern } from './issue-message.js';

/** SPEC 3 role types. */
export const RoleType = z.enum(['system', 'tenant', 'merchant', 'store', 'other']);
export type RoleType = z.infer<typeof RoleType>;

/** 0 disabled, 1 active. */
export const RoleStatus = z.union([z.literal(0), z.literal(1)]);

export const ROLE_LEVEL_MAX = 99;
const level = z.int32().min(0).max(ROLE_LEVEL_MAX);

/** A `domain:name` key the action catalogue declares. */
export const ActionKey = z
  .string()
  .refine((key) => actionByKey(key) !== undefined, { message: 'Unknown action', ...ruleText('unknownAction') });

/**
 * SPEC 5 says "Role needs a name. Titles must be 3 to 5 characters". A role has no title field, so
 * the rule is read as applying to its name: at least 3 characters; 5 would be too short for a role
 * name, so the upper bound is 60.
 */
export const ROLE_NAME_MIN = 3;
export const ROLE_NAME_MAX = 60;

/** A role as lists show it. The super-administrator role (`isSuper`) holds every action implicitly. */
export const Role = z.object({
  id: z.int32(),
  name: z.string(),
  nameCht: z.string(),
  nameChs: z.string(),
  description: z.string().nullable(),
  status: z.int32(),
  type: RoleType,
  levelMin: z.int32(),
  levelMax: z.int32(),
  accessAllData: z.boolean(),
  /** Menu visibility: false for roles meant for calls only (no menu). */
  hasMenu: z.boolean(),
  isSuper: z.boolean(),
  creDttm: z.string(),
  lupdDttm: z.string(),
});
export type Role = z.infer<typeof Role>;

/** One role with the keys of the actions it holds (every granting action for the super administrator). */
export const RoleDetail = Role.extend({ actionKeys: z.array(z.string()) });
export type RoleDetail = z.infer<typeof RoleDetail>;

const roleFields = z.object({
  name: z.string().trim().min(ROLE_NAME_MIN).max(ROLE_NAME_MAX),
  nameCht: z.string().trim().max(ROLE_NAME_MAX).default(''),
  nameChs: z.string().trim().max(ROLE_NAME_MAX).default(''),
  description: z.string().trim().max(500).nullish(),
  status: RoleStatus,
  type: RoleType,
  levelMin: level,
  levelMax: level,
  accessAllData: z.boolean().default(false),
  hasMenu: z.boolean().default(true),
  actionKeys: z.array(ActionKey).max(1000).default([]),
});

const levelsOrdered = (role: { levelMin: number; levelMax: number }) => role.levelMin <= role.levelMax;
const levelIssue = {
  message: 'The level minimum cannot exceed the level maximum',
  path: ['levelMin'],
  ...ruleText('levelOrder'),
};

/** Create a role. `isSuper` cannot be set through the API: it is not part of the input. */
export const RoleCreate = roleFields.refine(levelsOrdered, levelIssue);
export type RoleCreate = z.infer<typeof RoleCreate>;

export const RoleUpdate = roleFields.extend({ id: z.int32().positive() }).refine(levelsOrdered, levelIssue);
export type RoleUpdate = z.infer<typeof RoleUpdate>;

export const RoleIdQuery = z.object({ id: IdFromText });
export const RoleIdParams = z.object({ id: IdFromText });

export const RolePageRequest = pageRequest(['name', 'id', 'lupdDttm'], {
  /** Matches the name in any of the three languages. */
  keyword: z.string().max(120).optional(),
  status: z.int32().optional(),
  type: RoleType.optional(),
});
export type RolePageRequest = z.infer<typeof RolePageRequest>;
export const RolePage = pageResult(Role);

/** The catalogue's actions by domain, for the role form's tree. */
export const ActionTreeDomain = z.object({
  domain: z.string(),
  /** The domain's screen title (its view action's menu title), else the domain. */
  title: z.string(),
  actions: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      menuTitle: z.string().nullable(),
      method: z.string().nullable(),
      path: z.string().nullable(),
      isMenu: z.boolean(),
      /** Whether the caller may put it in a role (no escalation). */
      grantable: z.boolean(),
    }),
  ),
});
export type ActionTreeDomain = z.infer<typeof ActionTreeDomain>;

/** A registered action as the Action screen lists it. */
export const ActionRow = z.object({
  id: z.int32(),
  domain: z.string(),
  name: z.string(),
  key: z.string(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  menuTitle: z.string().nullable(),
  isMenu: z.boolean(),
  /** False once the catalogue no longer declares it. */
  active: z.boolean(),
});
export type ActionRow = z.infer<typeof ActionRow>;

export const ActionPageRequest = pageRequest(['domain', 'name', 'id'], {
  domain: z.string().max(60).optional(),
  /** Matches name, path and menu title. */
  keyword: z.string().max(120).optional(),
  isMenu: z.boolean().optional(),
});
export type ActionPageRequest = z.infer<typeof ActionPageRequest>;
export const ActionPage = pageResult(ActionRow);

/** One entry of the full menu tree as the Menu screen edits it. */
export interface MenuEntry extends MenuNodeFields {
  parentKey: string | null;
  actionKey: string | null;
  /** Edited through the API: the catalogue sync keeps its order, icon, visibility and parent. */
  customized: boolean;
  children: MenuEntry[];
}

export const MenuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    ...menuNodeFields,
    parentKey: z.string().nullable(),
    actionKey: z.string().nullable(),
    customized: z.boolean(),
    children: z.array(MenuEntry),
  }),
);

/** An edit of one menu entry. A parent must be a group (screens cannot become groups); null is the top level. */
export const MenuEdit = z.object({
  key: z.string().min(1).max(100),
  order: z.int32().min(0).max(100_000),
  icon: z
    .string()
    .trim()
    .max(60)
    .regex(textPattern('lettersDigits', /^[A-Za-z0-9]*$/))
    .nullish(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  parentKey: z.string().min(1).max(100).nullable(),
});
export type MenuEdit = z.infer<typeof MenuEdit>;
