import { z } from 'zod';

/** Role ids, sent either as `{ roleIds: [...] }` or as a bare array. */
export const RoleIdsInput = z.union([
  z.array(z.coerce.number().pipe(z.int32().positive())).max(100),
  z
    .object({ roleIds: z.array(z.coerce.number().pipe(z.int32().positive())).max(100) })
    .transform((body) => body.roleIds),
]);

/** What every menu entry tells: where it leads, how it is titled and shown. */
export interface MenuNodeFields {
  key: string;
  path: string;
  screen: string | null;
  titleKey: string;
  title: string;
  icon: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  affix: boolean;
  order: number;
}

export const menuNodeFields = {
  key: z.string(),
  path: z.string(),
  screen: z.string().nullable(),
  titleKey: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  affix: z.boolean(),
  order: z.int32(),
};

export interface MenuNode extends MenuNodeFields {
  children: MenuNode[];
}

export const MenuNode: z.ZodType<MenuNode> = z.lazy(() => z.object({ ...menuNodeFields, children: z.array(MenuNode) }));
