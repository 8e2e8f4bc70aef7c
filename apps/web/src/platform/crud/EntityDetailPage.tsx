import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space, Spin, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { feedback } from '../feedback';
import { useLang } from '../i18n';
import { AUDIT_LOG_KEY } from './auditLog';
import { bodyOf, changedValues, formValuesOf, type FormValues } from './entityForm';
import { HistoryTab } from './HistoryTab';
import { showFieldErrors } from './serverErrors';
import {
  defaultRecordName,
  useEntityAccess,
  useEntityText,
  type EntityFormHelpers,
  type EntityRow,
  type SimpleEntityConfig,
} from './simpleEntity';
import { zodRule } from './zodRule';

interface EntityDetailPageProps<Row extends EntityRow, C extends z.ZodObject, U extends z.ZodObject> {
  /** The entity's config, as its list screen uses it; `detailPath` is this screen, the list is `listPath`. */
  config: SimpleEntityConfig<Row, C, U>;
  listPath: string;
  /** The form's fields, given the stored record (null while creating). */
  formBody: (helpers: EntityFormHelpers<keyof C['shape'] & string> & { record: Row | null }) => ReactNode;
  /** Parts of the record beside the form (actions that act at once, such as rotating a token). */
  extra?: (record: Row) => ReactNode;
  /** More tabs of a stored record, between Details and History (a member's wallets and cards). */
  tabs?: (record: Row) => { key: string; label: string; children: ReactNode }[];
}

/**
 * A record's own screen: `?id=` edits it (Details and History tabs), no id creates one. An edit sends
 * only the fields the user changed; the server's field errors land on the fields.
 */
export function EntityDetailPage<Row extends EntityRow, C extends z.ZodObject, U extends z.ZodObject>({
  config,
  listPath,
  formBody,
  extra,
  tabs: moreTabs,
}: EntityDetailPageProps<Row, C, U>) {
  const {
    id: prefix,
    namespace,
    api,
    actions,
    resType,
    schemas,
    defaults,
    recordName = defaultRecordName,
    valueLabel,
    detailPath,
  } = config;
  const { t } = useTranslation('crud');
  const text = useEntityText(namespace);
  const lang = useLang();
  const access = useEntityAccess(actions);
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const fields = Object.keys(schemas.create.shape);
  const stored = useQuery({
    queryKey: [...api.queryKey, 'read', id],
    queryFn: () => api.read!(id!),
    enabled: id !== undefined,
  });
  const record = id ? (stored.data ?? null) : null;
  const initial = record ? formValuesOf(record, fields) : (defaults as FormValues);

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      if (!id) return api.create(bodyOf(schemas.create, values) as z.output<C>);
      const changed = changedValues(initial, values);
      return Object.keys(changed).length
        ? api.update(id, bodyOf(schemas.update, changed) as Partial<z.output<U>>)
        : null;
    },
    onSuccess: async (saved) => {
      if (saved === null) feedback.message.info(t('entity.unchanged'));
      else feedback.message.success(t(id ? 'entity.saved' : 'entity.created', { name: recordName(saved, lang) }));
      await Promise.all([api.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      // A new record opens as itself, with its history and its generated values.
      if (!id && saved) await navigate(`${detailPath}?id=${saved.id}`, { replace: true });
    },
    onError: (error) => showFieldErrors(form, error),
  });

  if (id && stored.isError) return <Alert type="error" showIcon title={stored.error.message} />;
  if (id && !record) return <Spin style={{ display: 'block', margin: 48 }} />;
  const rule = (field: keyof C['shape'] & string, formatMessage?: string) => [
    zodRule(schemas.create.shape[field] as z.ZodType, formatMessage),
  ];
  const editable = id ? access.edit : access.add;
  const details = (
    <>
      {record && extra?.(record)}
      <Form<FormValues>
        id={`${prefix}Form`}
        // Refilled whenever the stored record is read again (after a save).
        key={`${id ?? 'new'}-${stored.dataUpdatedAt}`}
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={!editable}
        onFinish={(values) => save.mutate(values)}
      >
        {formBody({ rule, creating: !id, record })}
        <Space>
          {editable && (
            <Button id={`${prefix}Save`} type="primary" htmlType="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          )}
          <Button id={`${prefix}Back`} disabled={false} onClick={() => void navigate(listPath)}>
            {t('form.back')}
          </Button>
        </Space>
      </Form>
    </>
  );
  const tabs = [
    { key: 'details', label: t('form.details'), children: details },
    ...(record && moreTabs ? moreTabs(record) : []),
    ...(id && access.history
      ? [
          {
            key: 'history',
            label: t('form.history'),
            children: <HistoryTab resTypeId={resType} recordId={id} namespace={namespace} valueLabel={valueLabel} />,
          },
        ]
      : []),
  ];
  const noun = text('noun');
  return (
    <Card
      id={`${prefix}Page`}
      title={record ? t('entity.editTitle', { noun, name: recordName(record, lang) }) : t('entity.newTitle', { noun })}
    >
      {/* The tab is in the URL: the list's History opens it, and a language switch keeps it. */}
      <Tabs
        id={`${prefix}Tabs`}
        items={tabs}
        activeKey={params.get('tab') ?? 'details'}
        onChange={(tab) => setParams((current) => ({ ...Object.fromEntries(current), tab }), { replace: true })}
        destroyOnHidden
      />
    </Card>
  );
}
