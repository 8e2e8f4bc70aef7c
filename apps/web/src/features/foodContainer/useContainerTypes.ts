import { useQuery } from '@tanstack/react-query';
import { localName, type ContainerType } from '@srd/contract';
import { useLang } from '../../platform/i18n';
import { fetchContainerTypes } from './api';

const NONE: ContainerType[] = [];

/** The container types as select choices and a name lookup by code, in the UI language. */
export function useContainerTypes(): { choices: { value: string; label: string }[]; nameOf: (code: string) => string } {
  const lang = useLang();
  const { data = NONE } = useQuery({
    queryKey: ['foodContainer', 'types'],
    queryFn: fetchContainerTypes,
    staleTime: Infinity,
  });
  // The names state the capacity ("20 L bin").
  const label = (type: ContainerType) => localName(type, lang);
  return {
    choices: data.map((type) => ({ value: type.code, label: label(type) })),
    nameOf: (code) => {
      const type = data.find((candidate) => candidate.code === code);
      return type ? label(type) : code;
    },
  };
}
