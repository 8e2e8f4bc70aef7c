import { Col, Input, Row, Select, Switch, type ColProps, type FormItemProps, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { i18n } from '../i18n';
import { useProfile } from '../profile';
import { useTenantChoices } from '../resources/useTenantChoices';
import { DayField } from './DayField';
import type { FieldSpec, FormItemContext } from './fieldSpec';
import { FormItem } from './FormItem';
import { LANGUAGE_FIELDS, LocalizedContentTabs } from './LocalizedContentTabs';
import { NumberInput } from './NumberInput';
import { limitsOf } from './schemaFacts';
import { useEntityText } from './simpleEntity';
import { ON_OFF_STATUS } from './statusTags';
import { StatusSwitch } from './StatusSwitch';
import { useStatusOptions } from './useStatusOptions';

interface FieldFormProps<Row> {
  /** The screen's id: the controls are `#<id>-<name>`. */
  id: string;
  namespace: string;
  fields: readonly FieldSpec<Row>[];
  /** The create schema: which fields the form has, their limits. */
  schema: z.ZodObject;
  rule: (field: string, formatMessage?: string) => FormRule[];
  creating: boolean;
  /** The record as loaded, when editing. */
  record?: Record<string, unknown> | null;
}

const WHOLE_ROW: ColProps = { xs: 24 };
const THIRD: ColProps = { xs: 24, md: 8 };

function colOf(span: FieldSpec<unknown>['span']): ColProps {
  if (span === undefined) return WHOLE_ROW;
  return typeof span === 'number' ? { xs: 24, md: span } : span;
}

/**
 * The form body from the field declaration: every field of the create schema the declaration does not
 * hide, in the declaration's order, each on its span of a 24-column row; rules and limits from the schema.
 */
export function FieldForm<Row>({ id, namespace, fields, schema, rule, creating, record = null }: FieldFormProps<Row>) {
  const text = useEntityText(namespace);
  const { t } = useTranslation('crud');
  const shape = schema.shape as Record<string, z.ZodType>;
  const inForm = fields
    .map((field, index) => ({ field, order: field.formOrder ?? index }))
    .filter(({ field }) => !field.hideInForm && (field.renderFormItem || field.name in shape))
    .sort((a, b) => a.order - b.order)
    .map(({ field }) => field);
  // A triple's format message is about the English value the user types first; translations get zod's own.
  const rulesOf = (name: string, field: FieldSpec<Row>, primary = true) => [
    ...(name in shape ? rule(name, primary && field.formatMessage ? text(field.formatMessage) : undefined) : []),
    ...(primary ? (field.extraRules ?? []) : []),
  ];
  // A language's field is labelled by the namespace; a name triple, or one the namespace does not label,
  // by the kit's "Name (English)", "Name (Traditional Chinese)"…
  const localizedLabel = (base: string, suffix: string) =>
    base !== 'name' && i18n.exists(`${namespace}:fields.${base}${suffix}`)
      ? text(`fields.${base}${suffix}`)
      : t(`names.name${suffix}` as never);
  return (
    <Row gutter={16}>
      {inForm.map((field) => {
        const { name } = field;
        if (field.valueType === 'localizedText') {
          // The three languages side by side on a row of their own, one under the other on phones.
          return (
            <Col key={name} xs={24}>
              <Row gutter={16}>
                {LANGUAGE_FIELDS.map(({ suffix }) => {
                  const part = `${name}${suffix}`;
                  return (
                    <Col key={part} {...(field.span === undefined ? THIRD : colOf(field.span))}>
                      <FormItem
                        name={part}
                        label={localizedLabel(name, suffix)}
                        rules={rulesOf(part, field, suffix === '')}
                      >
                        <Input
                          id={field.bareIds === false ? `${id}-${part}` : part}
                          maxLength={limitsOf(shape[part]).maxLength}
                        />
                      </FormItem>
                    </Col>
                  );
                })}
              </Row>
            </Col>
          );
        }
        if (field.valueType === 'localizedRichText') {
          return (
            <Col key={name} {...colOf(field.span)}>
              <LocalizedContentTabs
                name={name}
                id={`${id}-${name}`}
                label={text(`fields.${name}`)}
                rules={(part) => rulesOf(part, field, part === name)}
                maxLength={limitsOf(shape[name]).maxLength}
                extra={field.extra && text(field.extra)}
                required={shape[name] !== undefined && !shape[name].safeParse(undefined).success}
              />
            </Col>
          );
        }
        const context: FormItemContext = {
          id: `${id}-${name}`,
          label: text(field.label ?? `fields.${name}`),
          rules: rulesOf(name, field),
          limits: limitsOf(shape[name]),
          extra: field.extra && text(field.extra),
          creating,
          record,
        };
        return (
          <Col key={name} {...colOf(field.span)}>
            {field.renderFormItem ? field.renderFormItem(context) : <FieldFormItem field={field} context={context} />}
          </Col>
        );
      })}
    </Row>
  );
}

/** A form item with the control of the field's value type. */
function FieldFormItem<Row>({ field, context }: { field: FieldSpec<Row>; context: FormItemContext }) {
  const { id, label, rules, limits, extra } = context;
  const props = field.fieldProps ?? {};
  const item: FormItemProps = { name: field.name, label, rules, extra, ...field.formItemProps };
  switch (field.valueType) {
    case 'textarea':
      return (
        <FormItem {...item}>
          <Input.TextArea id={id} rows={3} maxLength={limits.maxLength} {...props} />
        </FormItem>
      );
    case 'digit':
      return (
        <FormItem {...item}>
          <NumberInput id={id} min={limits.min} max={limits.max} precision={0} style={{ width: '100%' }} {...props} />
        </FormItem>
      );
    case 'select':
      return (
        <FormItem {...item}>
          <Select id={id} options={field.options as never} {...props} />
        </FormItem>
      );
    case 'status':
      return (
        <FormItem {...item}>
          {(field.palette ?? ON_OFF_STATUS) === ON_OFF_STATUS ? (
            <StatusSwitch id={id} />
          ) : (
            <StatusSelect id={id} field={field} />
          )}
        </FormItem>
      );
    case 'switch':
      return (
        <FormItem {...item} valuePropName="checked">
          <Switch id={id} {...props} />
        </FormItem>
      );
    case 'date':
      return (
        <FormItem {...item}>
          <DayField id={id} {...props} />
        </FormItem>
      );
    case 'tenant':
      return (
        <FormItem {...item}>
          <TenantSelect id={id} {...props} />
        </FormItem>
      );
    default:
      return (
        <FormItem {...item}>
          <Input id={id} maxLength={limits.maxLength} {...props} />
        </FormItem>
      );
  }
}

function StatusSelect<Row>({ field, ...props }: { id: string; field: FieldSpec<Row> }) {
  const statuses = useStatusOptions(field.palette ?? ON_OFF_STATUS);
  return <Select {...props} options={statuses} />;
}

/** The record's tenant among those the caller reaches; a tenant's own staff keep their own. */
function TenantSelect(props: { id: string } & Record<string, unknown>) {
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      options={tenants.choices}
      disabled={ownTenant !== null}
    />
  );
}
