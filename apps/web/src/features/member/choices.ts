import { useQuery } from '@tanstack/react-query';
import { addressActions, AUDIO_LANGS, DISPLAY_LANGS, userManageActions, type AddressTreeEstate } from '@srd/contract';
import { useTranslation } from 'react-i18next';
import { request } from '../../platform/api';
import { useCan } from '../../platform/crud/Can';
import { useResourceOptions } from '../../platform/resources/useResourceOptions';
import { fetchLangOptions } from './api';

const NONE: AddressTreeEstate[] = [];

/** `GET /address/getAddressTree`: the caller's estates with their buildings, labelled in the UI language. */
function useAddressTree(): AddressTreeEstate[] {
  const can = useCan();
  const { data } = useQuery({
    queryKey: ['addressEstate', 'tree'],
    queryFn: () => request<AddressTreeEstate[]>('GET', '/address/getAddressTree'),
    enabled: can(addressActions.view),
    staleTime: 60_000,
  });
  return data ?? NONE;
}

/**
 * The estates a member of tenant `tid` may live in (the tenant's own and the shared ones), each with its buildings.
 * Where the caller may read the estates' tenants, those of other tenants are left out; the server checks it again.
 */
export function useTenantEstates(tid: number | null | undefined): AddressTreeEstate[] {
  const can = useCan();
  const tree = useAddressTree();
  const owners = useResourceOptions(can(userManageActions.view) ? 'HousingEstate' : null);
  if (owners.length === 0 || tid == null) return tree;
  const ownerOf = new Map(owners.map((estate) => [estate.id, estate.pId]));
  return tree.filter((estate) => {
    const owner = ownerOf.get(estate.estateId);
    return owner === undefined || owner === null || owner === tid;
  });
}

export interface LangChoice {
  value: string;
  label: string;
}

/** The kiosk's voice and screen languages a member may choose, in words of the UI language. */
export function useLangChoices(): { audio: LangChoice[]; display: LangChoice[] } {
  const { t } = useTranslation('member');
  const { data } = useQuery({ queryKey: ['member', 'langOptions'], queryFn: fetchLangOptions, staleTime: 300_000 });
  const label = (alias: string) => t(`languages.${alias}` as never, { defaultValue: alias });
  return {
    audio: (data?.audioLangList ?? AUDIO_LANGS).map(({ alias }) => ({ value: alias, label: label(alias) })),
    display: (data?.displayLangList ?? DISPLAY_LANGS).map(({ alias }) => ({ value: alias, label: label(alias) })),
  };
}
