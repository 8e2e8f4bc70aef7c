import type auth from '../locales/en_US/auth.json';
import type common from '../locales/en_US/common.json';
import type layout from '../locales/en_US/layout.json';
import type menu from '../locales/en_US/menu.json';
import type profile from '../locales/en_US/profile.json';
import type publicPages from '../locales/en_US/public.json';
import type screens from '../locales/en_US/screens.json';

// Typed translation keys: a key missing from the English texts fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      layout: typeof layout;
      menu: typeof menu;
      profile: typeof profile;
      public: typeof publicPages;
      screens: typeof screens;
    };
  }
}
