import { userManageActions } from '@srd/contract';
import { useCan } from '../crud/Can';
import { useLang } from '../i18n';
import { choicesOf, optionName, type Choice } from './resourceOptions';
import { useResourceOptions } from './useResourceOptions';

/**
 * The tenants the caller reaches, as select choices and as a name lookup. The option list is the
 * admin screens' (it needs userManage:view); without it a tenant shows as `#id`, and rows carry
 * their tenant's names anyway.
 */
export function useTenantChoices(): { choices: Choice[]; nameOf: (tid: number | null) => string | undefined } {
  const lang = useLang();
  const can = useCan();
  const tenants = useResourceOptions(can(userManageActions.view) ? 'Tenant' : null);
  return {
    choices: choicesOf(tenants, lang),
    nameOf: (tid) => {
      const option = tenants.find((tenant) => tenant.id === tid);
      return option && optionName(option, lang);
    },
  };
}
