import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api';
import { feedback } from '../feedback';
import { useLang } from '../i18n';
import { AUDIT_LOG_KEY } from './auditLog';
import { bodyOf, changedValues, formValuesOf, type FormValues } from './entityForm';
import { showFieldErrors } from './serverErrors';
import { FieldForm } from './FieldForm';
import {
  defaultRecordName,
  useEntityText,
  type EntityFormHelpers,
  type EntityRow,
  type SimpleEntityConfig,
} from './simpleEntity';
import { zodRule } from './zodRule';

interface EntityFormModalProps<Row extends EntityRow, C extends z.ZodObject, U extends z.ZodObject> {
  config: SimpleEntityConfig<Row, C, U>;
  /** The listed row to edit; null creates one. */
  editing: Row | null;
  onClose: () => void;
}

/** Creates a record, or edits one loaded fresh by the detail call; the server's field errors land on the fields. */
export function EntityFormModal<Row extends EntityRow, C extends z.ZodObject, U extends z.ZodObject>({
  config,
  editing,
  onClose,
}: EntityFormModalProps<Row, C, U>) {
  const { id, namespace, api, schemas, defaults, errorFields = {}, recordName = defaultRecordName } = config;
  const formBody =
    config.formBody ??
    ((helpers: EntityFormHelpers<string>) => (
      <FieldForm
        id={id}
        namespace={namespace}
        fields={config.fields ?? []}
        schema={schemas.create}
        rule={helpers.rule}
        creating={helpers.creating}
        record={record as Record<string, unknown> | null}
      />
    ));
  const { t } = useTranslation('crud');
  const text = useEntityText(namespace);
  const lang = useLang();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const fields = Object.keys(schemas.create.shape);

  const fresh = useQuery({
    queryKey: [...api.queryKey, 'read', editing?.id],
    queryFn: () => api.read!(editing!.id),
    enabled: editing !== null && api.read !== undefined,
    // Each opening loads the stored record (someone may have changed it since the list loaded), and it
    // stays as loaded while the dialog is open: it is what the form shows and what the edit is diffed against.
    gcTime: 0,
    staleTime: Infinity,
  });
  const record = editing && (api.read ? fresh.data : editing);
  const initial = record ? formValuesOf(record, fields) : editing ? undefined : (defaults as FormValues);

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      if (!editing) return api.create(bodyOf(schemas.create, values) as z.output<C>);
      const changed = changedValues(initial ?? {}, values);
      return Object.keys(changed).length
        ? api.update(editing.id, bodyOf(schemas.update, changed) as Partial<z.output<U>>)
        : null;
    },
    onSuccess: async (saved) => {
      if (saved === null) feedback.message.info(t('entity.unchanged'));
      else feedback.message.success(t(editing ? 'entity.saved' : 'entity.created', { name: recordName(saved, lang) }));
      await Promise.all([api.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onClose();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? errorFields[error.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [error.message] }]);
      else showFieldErrors(form, error);
    },
  });

  const rule = (field: keyof C['shape'] & string, formatMessage?: string) => [
    zodRule(schemas.create.shape[field] as z.ZodType, formatMessage),
  ];
  const noun = text('noun');
  let body = <Spin style={{ display: 'block', margin: 32 }} />;
  if (fresh.isError) body = <Alert type="error" showIcon title={fresh.error.message} />;
  else if (initial) {
    body = (
      <Form<FormValues>
        id={`${id}Form`}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => save.mutate(values)}
      >
        {formBody({ rule, creating: !editing })}
      </Form>
    );
  }
  return (
    <Modal
      open
      title={
        editing ? t('entity.editTitle', { noun, name: recordName(editing, lang) }) : t('entity.newTitle', { noun })
      }
      width={{ xs: '100%', md: 760, lg: 880 }}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ id: `${id}Save`, loading: save.isPending, disabled: !initial }}
      cancelButtonProps={{ id: `${id}Cancel` }}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
