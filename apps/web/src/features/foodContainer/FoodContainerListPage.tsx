import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTAINER_STATUSES,
  DELETABLE_CONTAINER_STATUSES,
  foodContainerActions,
  FoodContainerPageRequest,
  ResourceType,
  type FoodContainer,
} from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { EntityRowActions } from '../../platform/crud/EntityRowActions';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { FieldList } from '../../platform/crud/FieldList';
import { HistoryDrawer } from '../../platform/crud/HistoryDrawer';
import { useEntityAccess } from '../../platform/crud/simpleEntity';
import { useDevice } from '../../platform/device';
import { foodContainerApi } from './api';
import { BatchCreateModal } from './BatchCreateModal';
import { ContainerStatusTag, useContainerStatusLabel } from './containerStatus';
import { StatusMenu } from './StatusMenu';
import { useContainerTypes } from './useContainerTypes';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

/**
 * Screen FoodContainerList: a tenant's food-waste containers; created in batches, moved along the
 * SPEC 4 statuses, deleted only while drafted or disabled.
 */
export default function FoodContainerListPage() {
  const { t } = useTranslation(['foodContainer', 'crud']);
  const can = useCan();
  const mobile = useDevice() === 'mobile';
  const tenants = useTenantChoices();
  const types = useContainerTypes();
  const statusLabel = useContainerStatusLabel();
  const access = { ...useEntityAccess(foodContainerActions), edit: false };
  const [history, setHistory] = useState<FoodContainer | null>(null);
  const [batching, setBatching] = useState(false);

  const actionsColumn: EntityColumn<FoodContainer> = {
    key: 'actions',
    title: t('crud:entity.actions'),
    fixed: mobile ? undefined : 'right',
    render: (_, row) => (
      <Space size={0}>
        {can(foodContainerActions.edit) && <StatusMenu row={row} />}
        <EntityRowActions<FoodContainer>
          row={row}
          name={row.code}
          noun={t('noun')}
          api={foodContainerApi}
          // Containers handed out stay on record: Delete is offered while drafted or disabled.
          access={{ ...access, delete: access.delete && DELETABLE_CONTAINER_STATUSES.includes(row.status) }}
          onEdit={() => undefined}
          onHistory={setHistory}
        />
      </Space>
    ),
  };

  return (
    <Card id="foodContainerPage" title={t('title')}>
      <FieldList<FoodContainer>
        id="foodContainer"
        namespace="foodContainer"
        listName="foodContainerList"
        pageRequest={FoodContainerPageRequest}
        queryKey={[...foodContainerApi.queryKey, 'page']}
        fetchPage={foodContainerApi.page}
        rowKey="id"
        fields={[
          { name: 'code' },
          {
            name: 'status',
            valueType: 'select',
            options: CONTAINER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
            renderCell: (row) => <ContainerStatusTag status={row.status} />,
          },
          {
            name: 'containerType',
            valueType: 'select',
            options: types.choices,
            filterId: 'Type',
            renderCell: (row) => types.nameOf(row.containerType),
          },
          { name: 'tid', valueType: 'tenant' },
          { name: 'lupdDttm', valueType: 'dateTime' },
        ]}
        extraColumns={[actionsColumn]}
        toolbar={() =>
          access.add && (
            <Button id="foodContainerBatch" type="primary" icon={<PlusOutlined />} onClick={() => setBatching(true)}>
              {t('batchCreate')}
            </Button>
          )
        }
      />
      {batching && <BatchCreateModal onClose={() => setBatching(false)} />}
      {history && (
        <HistoryDrawer
          resTypeId={ResourceType.FoodContainer}
          recordId={history.id}
          name={history.code}
          namespace="foodContainer"
          valueLabel={(field, value) => {
            if (field === 'status' && value !== null) return statusLabel(Number(value));
            if (field === 'containerType' && value !== null) return types.nameOf(value);
            if (field === 'tid' && value !== null) return tenants.nameOf(Number(value));
            return undefined;
          }}
          onClose={() => setHistory(null)}
        />
      )}
    </Card>
  );
}
