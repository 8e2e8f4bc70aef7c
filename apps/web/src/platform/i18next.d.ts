import type audit from '../locales/en_US/audit.json';
import type auth from '../locales/en_US/auth.json';
import type catalogue from '../locales/en_US/catalogue.json';
import type common from '../locales/en_US/common.json';
import type crud from '../locales/en_US/crud.json';
import type layout from '../locales/en_US/layout.json';
import type menu from '../locales/en_US/menu.json';
import type profile from '../locales/en_US/profile.json';
import type publicPages from '../locales/en_US/public.json';
import type role from '../locales/en_US/role.json';
import type screens from '../locales/en_US/screens.json';
import type userManage from '../locales/en_US/userManage.json';

// Typed translation keys: a key missing from the English texts fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      audit: typeof audit;
      auth: typeof auth;
      catalogue: typeof catalogue;
      crud: typeof crud;
      layout: typeof layout;
      menu: typeof menu;
      profile: typeof profile;
      public: typeof publicPages;
      role: typeof role;
      screens: typeof screens;
      userManage: typeof userManage;
    };
  }
}
