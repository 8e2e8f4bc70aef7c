import { useQuery } from '@tanstack/react-query';
import { merchantShopActions, type ResourceOption } from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { useLang } from '../../platform/i18n';
import { choicesOf, optionName, type Choice } from '../../platform/resources/resourceOptions';
import { fetchMerchantOptions } from './api';

const NONE: ResourceOption[] = [];

/** The merchants a shop may belong to, as select choices (under `tid` when given) and as a name lookup. */
export function useMerchantChoices(tid?: number | null): {
  choices: Choice[];
  all: ResourceOption[];
  nameOf: (mid: number | null) => string | undefined;
} {
  const lang = useLang();
  const can = useCan();
  const { data } = useQuery({
    queryKey: ['merchantShop', 'merchantOptions'],
    queryFn: fetchMerchantOptions,
    enabled: can(merchantShopActions.view),
    staleTime: 60_000,
  });
  const all = data ?? NONE;
  return {
    choices: choicesOf(all, lang, { parentId: tid }),
    all,
    nameOf: (mid) => {
      const option = all.find((merchant) => merchant.id === mid);
      return option && optionName(option, lang);
    },
  };
}
