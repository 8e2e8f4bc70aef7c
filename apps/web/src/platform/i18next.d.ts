// Written by `npx tsx tools/registries.ts` from locales/en_US: do not edit.
import type actions from '../locales/en_US/actions.json';
import type activation from '../locales/en_US/activation.json';
import type alertType from '../locales/en_US/alertType.json';
import type audit from '../locales/en_US/audit.json';
import type auth from '../locales/en_US/auth.json';
import type barcode from '../locales/en_US/barcode.json';
import type building from '../locales/en_US/building.json';
import type catalogue from '../locales/en_US/catalogue.json';
import type common from '../locales/en_US/common.json';
import type crud from '../locales/en_US/crud.json';
import type file from '../locales/en_US/file.json';
import type fleet from '../locales/en_US/fleet.json';
import type foodContainer from '../locales/en_US/foodContainer.json';
import type helpTopic from '../locales/en_US/helpTopic.json';
import type housingEstate from '../locales/en_US/housingEstate.json';
import type jobs from '../locales/en_US/jobs.json';
import type kiosk from '../locales/en_US/kiosk.json';
import type kioskGroup from '../locales/en_US/kioskGroup.json';
import type kioskOps from '../locales/en_US/kioskOps.json';
import type kioskSchedule from '../locales/en_US/kioskSchedule.json';
import type kioskSerialNumber from '../locales/en_US/kioskSerialNumber.json';
import type latestNews from '../locales/en_US/latestNews.json';
import type layout from '../locales/en_US/layout.json';
import type mapping from '../locales/en_US/mapping.json';
import type materialType from '../locales/en_US/materialType.json';
import type menu from '../locales/en_US/menu.json';
import type merchant from '../locales/en_US/merchant.json';
import type profile from '../locales/en_US/profile.json';
import type program from '../locales/en_US/program.json';
import type pubContent from '../locales/en_US/pubContent.json';
import type publicTexts from '../locales/en_US/public.json';
import type role from '../locales/en_US/role.json';
import type screens from '../locales/en_US/screens.json';
import type shop from '../locales/en_US/shop.json';
import type sysClient from '../locales/en_US/sysClient.json';
import type sysParameter from '../locales/en_US/sysParameter.json';
import type systemInformation from '../locales/en_US/systemInformation.json';
import type tenant from '../locales/en_US/tenant.json';
import type userManage from '../locales/en_US/userManage.json';

// Typed translation keys: a key missing from the English texts fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      actions: typeof actions;
      activation: typeof activation;
      alertType: typeof alertType;
      audit: typeof audit;
      auth: typeof auth;
      barcode: typeof barcode;
      building: typeof building;
      catalogue: typeof catalogue;
      common: typeof common;
      crud: typeof crud;
      file: typeof file;
      fleet: typeof fleet;
      foodContainer: typeof foodContainer;
      helpTopic: typeof helpTopic;
      housingEstate: typeof housingEstate;
      jobs: typeof jobs;
      kiosk: typeof kiosk;
      kioskGroup: typeof kioskGroup;
      kioskOps: typeof kioskOps;
      kioskSchedule: typeof kioskSchedule;
      kioskSerialNumber: typeof kioskSerialNumber;
      latestNews: typeof latestNews;
      layout: typeof layout;
      mapping: typeof mapping;
      materialType: typeof materialType;
      menu: typeof menu;
      merchant: typeof merchant;
      profile: typeof profile;
      program: typeof program;
      pubContent: typeof pubContent;
      public: typeof publicTexts;
      role: typeof role;
      screens: typeof screens;
      shop: typeof shop;
      sysClient: typeof sysClient;
      sysParameter: typeof sysParameter;
      systemInformation: typeof systemInformation;
      tenant: typeof tenant;
      userManage: typeof userManage;
    };
  }
}
