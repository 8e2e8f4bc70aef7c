import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useDevice } from '../device';
import { useLang } from '../i18n';
import { EntityFormModal } from './EntityFormModal';
import { EntityRowActions } from './EntityRowActions';
import { EntityTable, type EntityColumn } from './EntityTable';
import { ExportButton } from './ExportButton';
import { exportFilter } from './exportFile';
import { pageRequest } from './entityApi';
import { useFieldColumns } from './fieldColumns';
import { FieldFilters } from './FieldFilters';
import { fieldValueLabel } from './fieldValueLabel';
import { FilterBar } from './FilterBar';
import { HistoryDrawer } from './HistoryDrawer';
import { filterNames, listStateOf } from './schemaFacts';
import {
  defaultRecordName,
  useEntityAccess,
  useEntityText,
  type EntityRow,
  type SimpleEntityConfig,
} from './simpleEntity';
import { useListState } from './useListState';

/** The form dialog's target: a new record, or a listed one. */
type Editing<Row> = { row: Row | null };

/**
 * A simple entity's screen: filters, the server-paged list with New, and per row Edit (a dialog),
 * History (a drawer) and Delete (after a confirmation); each control only for those who may use it.
 */
export function SimpleEntityPage<Row extends EntityRow, C extends z.ZodObject, U extends z.ZodObject>(
  config: SimpleEntityConfig<Row, C, U>,
) {
  const {
    id,
    namespace,
    api,
    actions,
    resType,
    sharedCatalogue,
    listName,
    pageRequest: requestSchema,
    fields = [],
    listState = requestSchema && listStateOf(requestSchema),
    filters = requestSchema && (
      <FieldFilters id={id} namespace={namespace} fields={fields} pageRequest={requestSchema} />
    ),
    recordName = defaultRecordName,
    valueLabel,
    detailPath,
    exportList,
  } = config;
  const { t } = useTranslation('crud');
  const text = useEntityText(namespace);
  const lang = useLang();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useListState(listState);
  const declaredColumns = useFieldColumns(fields, namespace, requestSchema);
  const columns = config.columns ?? declaredColumns;
  const access = useEntityAccess(actions, sharedCatalogue);
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [history, setHistory] = useState<Row | null>(null);
  const navigate = useNavigate();
  const noun = text('noun');
  // With a detail screen, the record opens there; otherwise in the dialog and the drawer.
  const openRecord = (row: Row | null, tab?: 'history') =>
    detailPath
      ? void navigate(`${detailPath}${row ? `?id=${row.id}${tab ? `&tab=${tab}` : ''}` : ''}`)
      : tab
        ? setHistory(row)
        : setEditing({ row });

  const actionsColumn: EntityColumn<Row> = {
    key: 'actions',
    title: t('entity.actions'),
    // On a phone a pinned column would leave the data a sliver: the actions scroll with the row.
    fixed: mobile ? undefined : 'right',
    render: (_, row) => (
      <EntityRowActions<Row>
        row={row}
        name={recordName(row, lang)}
        noun={noun}
        api={api}
        access={access}
        onEdit={(edited) => openRecord(edited)}
        onHistory={(row) => openRecord(row, 'history')}
      />
    ),
  };
  // Readers without history nor changes get no empty column.
  const withActions = access.edit || access.history || access.delete ? [...columns, actionsColumn] : columns;
  return (
    <Card id={`${id}Page`} title={text('title')}>
      {(config.filters || (requestSchema && filterNames(requestSchema).length > 0)) && (
        <FilterBar id={`${id}Filters`} state={state} onStateChange={setState}>
          {filters}
        </FilterBar>
      )}
      <EntityTable<Row>
        id={`${id}Table`}
        listName={listName}
        queryKey={[...api.queryKey, 'page']}
        fetchPage={api.page}
        state={state}
        onStateChange={setState}
        columns={withActions}
        rowKey="id"
        toolbar={
          <>
            {access.add && (
              <Button id={`${id}New`} type="primary" icon={<PlusOutlined />} onClick={() => openRecord(null)}>
                {t('entity.new')}
              </Button>
            )}
            {exportList && (
              <ExportButton
                id={`${id}Export`}
                module={exportList.module}
                action={exportList.action}
                filter={() => exportFilter(pageRequest(state))}
              />
            )}
          </>
        }
      />
      {editing && <EntityFormModal config={config} editing={editing.row} onClose={() => setEditing(null)} />}
      {history && (
        <HistoryDrawer
          resTypeId={resType}
          recordId={history.id}
          name={recordName(history, lang)}
          namespace={namespace}
          valueLabel={fieldValueLabel(fields, valueLabel)}
          onClose={() => setHistory(null)}
        />
      )}
    </Card>
  );
}
