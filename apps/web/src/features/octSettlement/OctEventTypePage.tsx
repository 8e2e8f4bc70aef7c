import {
  ErrorCode,
  OctEventTypeCreate,
  OctEventTypePageRequest,
  OctEventTypeUpdate,
  ResourceType,
  octEventTypeActions,
  type OctEventType,
} from '@srd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { octEventTypeApi } from './api';

const NEW_EVENT_TYPE = { code: '', name: '', nameCht: '', nameChs: '', blocksCard: 0, status: 1 } as const;

/**
 * Screen OctEventType: the kinds of card event the Octopus operator reports, named in three languages; a kind that
 * blocks the card disables the member's Octopus number, holding its rebates until staff enable it again.
 */
export default function OctEventTypePage() {
  const { t } = useTranslation('octEventType');
  const blocks = [
    { value: 1, label: t('blocks.1') },
    { value: 0, label: t('blocks.0') },
  ];
  return (
    <SimpleEntityPage<OctEventType, typeof OctEventTypeCreate, typeof OctEventTypeUpdate>
      id="octEventType"
      namespace="octEventType"
      api={octEventTypeApi}
      actions={octEventTypeActions}
      resType={ResourceType.OctEventType}
      sharedCatalogue
      listName="octEventTypeList"
      pageRequest={OctEventTypePageRequest}
      schemas={{ create: OctEventTypeCreate, update: OctEventTypeUpdate }}
      defaults={NEW_EVENT_TYPE}
      errorFields={{ [ErrorCode.CodeTaken]: 'code' }}
      fields={[
        {
          name: 'code',
          extra: 'codeHint',
          fieldProps: { placeholder: 'CARD_BLOCKED' },
          formItemProps: { normalize: (code: string) => code.toUpperCase() },
        },
        { name: 'name', valueType: 'localizedText' },
        {
          name: 'blocksCard',
          valueType: 'select',
          options: blocks,
          extra: 'blocksCardHint',
          renderCell: (row) => (
            <Tag color={row.blocksCard === 1 ? 'red' : 'default'}>
              {row.blocksCard === 1 ? t('blocks.1') : t('blocks.0')}
            </Tag>
          ),
        },
        { name: 'status', valueType: 'status' },
        { name: 'lupdDttm', valueType: 'dateTime', hiddenByDefault: true },
      ]}
    />
  );
}
