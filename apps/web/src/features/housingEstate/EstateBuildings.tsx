import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, InputNumber, Row, Select, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressBuildingCreate,
  AddressBuildingUpdate,
  addressActions,
  MAX_FLOORS,
  ResourceType,
  type AddressBuilding,
  type AddressEstate,
} from '@srd/contract';
import { EntityFormModal } from '../../platform/crud/EntityFormModal';
import { EntityRowActions } from '../../platform/crud/EntityRowActions';
import { HistoryDrawer } from '../../platform/crud/HistoryDrawer';
import { NameFields } from '../../platform/crud/NameFields';
import { NumberInput } from '../../platform/crud/NumberInput';
import type { SimpleEntityConfig } from '../../platform/crud/simpleEntity';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { buildingApi, estateBuildingsQuery } from './api';
import { useEstateAccess } from './useEstateAccess';
import { FormItem } from '../../platform/crud/FormItem';

type BuildingConfig = SimpleEntityConfig<AddressBuilding, typeof AddressBuildingCreate, typeof AddressBuildingUpdate>;

/** The estate's buildings, added, edited and deleted in a dialog on the estate's page. */
export function EstateBuildings({ estate }: { estate: AddressEstate }) {
  const { t } = useTranslation(['building', 'crud']);
  const lang = useLang();
  const access = useEstateAccess().buildings(estate);
  const statuses = useStatusOptions(ON_OFF_STATUS);
  const [editing, setEditing] = useState<{ row: AddressBuilding | null } | null>(null);
  const [history, setHistory] = useState<AddressBuilding | null>(null);
  const listed = useQuery(estateBuildingsQuery(estate.id));
  const config: BuildingConfig = {
    id: 'building',
    namespace: 'building',
    api: buildingApi,
    actions: addressActions,
    resType: ResourceType.AddressBuilding,
    listName: 'buildingList',
    columns: [],
    schemas: { create: AddressBuildingCreate, update: AddressBuildingUpdate },
    defaults: { estateId: estate.id, name: '', nameCht: '', nameChs: '', floors: null, status: 1 },
    formBody: ({ rule }) => (
      <>
        <FormItem name="estateId" hidden>
          <InputNumber />
        </FormItem>
        <NameFields rules={rule('name')} maxLength={120} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormItem name="floors" label={t('fields.floors')} rules={rule('floors')}>
              <NumberInput id="building-floors" min={1} max={MAX_FLOORS} style={{ width: '100%' }} />
            </FormItem>
          </Col>
          <Col xs={24} md={12}>
            <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
              <Select id="building-status" options={statuses} />
            </FormItem>
          </Col>
        </Row>
      </>
    ),
    recordName: (row, language) => localName(row, language),
  };
  const actionsColumn: TableColumnType<AddressBuilding> = {
    key: 'actions',
    title: t('crud:entity.actions'),
    render: (_, row) => (
      <EntityRowActions<AddressBuilding>
        row={row}
        name={localName(row, lang)}
        noun={t('noun')}
        api={buildingApi}
        access={access}
        onEdit={(edited) => setEditing({ row: edited })}
        onHistory={setHistory}
      />
    ),
  };
  return (
    <>
      {access.add && (
        <Button
          id="buildingNew"
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ row: null })}
          style={{ marginBottom: 12 }}
        >
          {t('new')}
        </Button>
      )}
      <Table<AddressBuilding>
        id="buildingTable"
        rowKey="id"
        size="small"
        loading={listed.isPending}
        dataSource={listed.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('fields.name'), render: (_, row) => localName(row, lang) },
          { key: 'floors', dataIndex: 'floors', title: t('fields.floors') },
          {
            key: 'status',
            title: t('fields.status'),
            render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
          },
          // Readers without history nor changes get no empty column.
          ...(access.edit || access.history || access.delete ? [actionsColumn] : []),
        ]}
      />
      {editing && <EntityFormModal config={config} editing={editing.row} onClose={() => setEditing(null)} />}
      {history && (
        <HistoryDrawer
          resTypeId={ResourceType.AddressBuilding}
          recordId={history.id}
          name={localName(history, lang)}
          namespace="building"
          onClose={() => setHistory(null)}
        />
      )}
    </>
  );
}
