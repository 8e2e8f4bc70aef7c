import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTAINER_STATUSES,
  DELETABLE_CONTAINER_STATUSES,
  foodContainerActions,
  ResourceType,
  type FoodContainer,
} from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { EntityRowActions } from '../../platform/crud/EntityRowActions';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { FilterBar } from '../../platform/crud/FilterBar';
import { HistoryDrawer } from '../../platform/crud/HistoryDrawer';
import { useEntityAccess } from '../../platform/crud/simpleEntity';
import { useListState } from '../../platform/crud/useListState';
import { useDevice } from '../../platform/device';
import { formatDate } from '../../platform/format/date';
import { tenantName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { FOOD_CONTAINER_LIST_STATE, foodContainerApi } from './api';
import { BatchCreateModal } from './BatchCreateModal';
import { ContainerStatusTag, useContainerStatusLabel } from './containerStatus';
import { StatusMenu } from './StatusMenu';
import { useContainerTypes } from './useContainerTypes';
import { FormItem } from '../../platform/crud/FormItem';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

/**
 * Screen FoodContainerList: a tenant's food-waste containers; created in batches, moved along the
 * SPEC 4 statuses, deleted only while drafted or disabled.
 */
export default function FoodContainerListPage() {
  const { t } = useTranslation(['foodContainer', 'crud']);
  const lang = useLang();
  const can = useCan();
  const mobile = useDevice() === 'mobile';
  const tenants = useTenantChoices();
  const types = useContainerTypes();
  const statusLabel = useContainerStatusLabel();
  const [state, setState] = useListState(FOOD_CONTAINER_LIST_STATE);
  const access = { ...useEntityAccess(foodContainerActions), edit: false };
  const [history, setHistory] = useState<FoodContainer | null>(null);
  const [batching, setBatching] = useState(false);

  const columns: EntityColumn<FoodContainer>[] = [
    { key: 'code', dataIndex: 'code', title: t('fields.code'), sorter: true },
    {
      key: 'status',
      title: t('fields.status'),
      sorter: true,
      render: (_, row) => <ContainerStatusTag status={row.status} />,
    },
    {
      key: 'containerType',
      title: t('fields.containerType'),
      sorter: true,
      render: (_, row) => types.nameOf(row.containerType),
    },
    { key: 'tid', title: t('fields.tid'), render: (_, row) => tenantName(row, lang) },
    { key: 'lupdDttm', title: t('fields.lupdDttm'), sorter: true, render: (_, row) => formatDate(row.lupdDttm) },
    {
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
    },
  ];

  return (
    <Card id="foodContainerPage" title={t('title')}>
      <FilterBar id="foodContainerFilters" state={state} onStateChange={setState}>
        <FormItem name="keyword" label={t('crud:filter.keyword')}>
          <Input id="foodContainerFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={60} />
        </FormItem>
        <TenantFilter id="foodContainerFilterTenant" label={t('fields.tid')} />
        <FormItem name="containerType" label={t('fields.containerType')}>
          <Select id="foodContainerFilterType" allowClear options={types.choices} style={{ minWidth: 160 }} />
        </FormItem>
        <FormItem name="status" label={t('fields.status')}>
          <Select
            id="foodContainerFilterStatus"
            allowClear
            options={CONTAINER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
            style={{ minWidth: 120 }}
          />
        </FormItem>
      </FilterBar>
      <EntityTable<FoodContainer>
        id="foodContainerTable"
        listName="foodContainerList"
        queryKey={[...foodContainerApi.queryKey, 'page']}
        fetchPage={foodContainerApi.page}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
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
