import { Alert, Button, Flex, Spin, theme, Transfer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionRef } from '@srd/contract';
import { Can, useCan } from '../../platform/crud/Can';
import { itemMatches, mappingDiff, type MappingItem } from './mappingOptions';

/** Longer lists page instead of drawing thousands of rows (kiosks). */
const PAGED_ABOVE = 200;

interface MappingTransferProps {
  id: string;
  items: MappingItem[];
  /** The ids mapped now, as the server has them. */
  held: number[];
  /** The left and the right list's titles. */
  titles: [string, string];
  /** The action saving needs; without it the lists are read only. */
  editAction: ActionRef;
  /** Why nothing can change here, beyond a missing action (e.g. the caller's own account). */
  lockedReason?: string;
  loading: boolean;
  saving: boolean;
  onSave: (chosen: number[]) => Promise<unknown>;
}

/** Two lists, what is not mapped and what is, with a draft that Save sends and Discard drops. */
export function MappingTransfer({
  id,
  items,
  held,
  titles,
  editAction,
  lockedReason,
  loading,
  saving,
  onSave,
}: MappingTransferProps) {
  const { t } = useTranslation('mapping');
  const { token } = theme.useToken();
  const mayEdit = useCan()(editAction);
  const [draft, setDraft] = useState<number[] | null>(null);
  const chosen = draft ?? held;
  const { added, removed } = mappingDiff(held, chosen);
  const dirty = added.length + removed.length > 0;
  // The server's error is shown by the API client; the draft stays to be corrected.
  const save = () =>
    onSave(chosen).then(
      () => setDraft(null),
      () => undefined,
    );
  return (
    <Flex vertical gap="middle" id={id}>
      {lockedReason && <Alert type="warning" showIcon title={lockedReason} />}
      {!mayEdit && <Alert type="info" showIcon title={t('readOnly')} />}
      <Spin spinning={loading}>
        <Transfer<MappingItem>
          dataSource={items}
          rowKey={(item) => item.key}
          targetKeys={chosen}
          onChange={(keys) => setDraft(keys.map(Number))}
          titles={titles}
          disabled={!mayEdit || Boolean(lockedReason)}
          showSearch={{ placeholder: t('search') }}
          filterOption={(search, item) => itemMatches(search, item)}
          render={(item) => (
            // A read-only list is still read: its rows keep readable text rather than antd's disabled grey.
            <span
              className="mapping-item"
              data-id={item.key}
              title={item.note ? `${item.title} · ${item.note}` : item.title}
              style={{ color: token.colorTextSecondary }}
            >
              {item.title}
              {item.note && <Typography.Text type="secondary"> · {item.note}</Typography.Text>}
            </span>
          )}
          pagination={items.length > PAGED_ABOVE ? { pageSize: 50 } : undefined}
          styles={{ section: { flex: 1, minWidth: 0, height: 400 } }}
        />
      </Spin>
      <Can action={editAction}>
        <Flex gap="small" align="center" wrap>
          <Button
            id={`${id}Save`}
            type="primary"
            disabled={!dirty || Boolean(lockedReason)}
            loading={saving}
            onClick={() => void save()}
          >
            {t('save')}
          </Button>
          <Button id={`${id}Discard`} disabled={!dirty} onClick={() => setDraft(null)}>
            {t('discard')}
          </Button>
          <Typography.Text type="secondary" id={`${id}Pending`}>
            {dirty ? t('pending', { added: added.length, removed: removed.length }) : t('noChanges')}
          </Typography.Text>
        </Flex>
      </Can>
    </Flex>
  );
}
