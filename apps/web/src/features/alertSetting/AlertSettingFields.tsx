import { Col, Divider, Form, Input, Radio, Row, Select, Switch, Typography, type FormRule } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  ALERT_INTERVAL_MIN_MINUTES,
  ALERT_METHODS,
  ALERT_TARGETS,
  ALERT_TRIGGERS,
  AlertSettingCreate,
  checkAlertSetting,
  describeIssue,
  LANGS,
  type AlertMethod,
  type AlertTarget,
  type AlertTrigger,
} from '@srd/contract';
import { FormItem } from '../../platform/crud/FormItem';
import { NumberInput } from '../../platform/crud/NumberInput';
import type { EntityFormHelpers } from '../../platform/crud/simpleEntity';
import { StatusSwitch } from '../../platform/crud/StatusSwitch';
import { zodRule } from '../../platform/crud/zodRule';
import { currentLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { escalationWords, MIN_LEVELS, minLevelWords, triggerWords } from './alertSettingText';
import { ofTenant, useAlertSettingOptions, type Choice } from './useAlertSettingOptions';

export type AlertSettingField = keyof typeof AlertSettingCreate.shape;

const ID = 'alertSetting';
const HALF = { xs: 24, md: 12 };
const { shape } = AlertSettingCreate;
/** The minutes fields without their defaults: a field left empty is missing, not silently 30. */
const intervalSchema = shape.intervalMinutes.unwrap();
const countSchema = shape.accumulateCount.unwrap().unwrap();
const escalateSchema = shape.escalateAfterMinutes.unwrap().unwrap();
/** An escalation switched on starts at an hour. */
const ESCALATE_DEFAULT_MINUTES = 60;

type Values = Record<string, unknown>;

/**
 * The rules a setting's parts keep together (receivers fit the method, someone to tell, targets chosen, a count
 * for an accumulation), checked with the contract's own `checkAlertSetting` on what the form holds now.
 */
function togetherRule(form: ReturnType<typeof Form.useFormInstance>, field: AlertSettingField): FormRule {
  return {
    validator: async () => {
      const values = form.getFieldsValue(true) as Values;
      const issues: z.core.$ZodRawIssue[] = [];
      const context = { value: values, addIssue: (issue: z.core.$ZodRawIssue) => issues.push(issue) };
      checkAlertSetting(values, context as unknown as z.RefinementCtx);
      const issue = issues.find((found) => found.path?.[0] === field);
      if (issue) throw new Error(describeIssue({ path: [], ...issue } as z.core.$ZodIssue, currentLang()));
    },
  };
}

/** Choices labelled with their tenant where the setting covers every tenant (two tenants both have an "RVM fleet"). */
function withTenants(
  items: Choice[],
  tid: number | null | undefined,
  tenantName: (tid: number | null) => string | undefined,
) {
  return items.map((item) => ({
    value: item.value,
    label: tid == null && item.tid !== null ? `${item.label} · ${tenantName(item.tid) ?? `#${item.tid}`}` : item.label,
  }));
}

/**
 * The alert setting form: its tenant and what it watches, who is told and how, when, the escalation, the all-clear.
 * Fields that depend on one another follow each other (the tenant narrows the kiosks and admins on offer, the
 * target the picker, the method the addresses taken); the server's field errors land on the fields by name.
 */
export function AlertSettingFields({ rule }: EntityFormHelpers<AlertSettingField>) {
  const { t } = useTranslation('alertSetting');
  const form = Form.useFormInstance();
  const { tid: ownTenant } = useProfile();
  const options = useAlertSettingOptions();
  const tid = Form.useWatch('tid', form) as number | null | undefined;
  const target = (Form.useWatch('target', form) as AlertTarget | undefined) ?? 'tenant';
  const method = (Form.useWatch('method', form) as AlertMethod | undefined) ?? 'DEFAULT';
  const trigger = (Form.useWatch('trigger', form) as AlertTrigger | undefined) ?? 'interval';
  const intervalMinutes = Form.useWatch('intervalMinutes', form) as number | null | undefined;
  const accumulateCount = Form.useWatch('accumulateCount', form) as number | null | undefined;
  const escalateAfterMinutes = Form.useWatch('escalateAfterMinutes', form) as number | null | undefined;
  const escalationUserIds = (Form.useWatch('escalationUserIds', form) as number[] | undefined) ?? [];
  const escalationAddresses = (Form.useWatch('escalationAddresses', form) as string[] | undefined) ?? [];
  const escalating = escalateAfterMinutes !== null && escalateAfterMinutes !== undefined;
  const together = (field: AlertSettingField) => [togetherRule(form, field)];

  const admins = withTenants(ofTenant(options.admins, tid), tid, options.tenants.nameOf);

  /** Another tenant: its kiosks and groups replace the chosen ones, and only its admins stay receivers. */
  const changeTenant = (next: number | null | undefined) => {
    const keep = new Set(ofTenant(options.admins, next).map((admin) => admin.value));
    const values = form.getFieldsValue(['target', 'receiverUserIds', 'escalationUserIds']) as Values;
    const own = (ids: unknown) => ((ids as number[] | undefined) ?? []).filter((id) => keep.has(id));
    form.setFieldsValue({
      ...(values.target === 'kioskGroup' || values.target === 'kiosk' ? { targetIds: [] } : {}),
      receiverUserIds: own(values.receiverUserIds),
      escalationUserIds: own(values.escalationUserIds),
    });
  };

  const targetPicker = () => {
    if (target === 'tenant') return null;
    const choices =
      target === 'kioskGroup'
        ? withTenants(ofTenant(options.kioskGroups, tid), tid, options.tenants.nameOf)
        : target === 'kiosk'
          ? withTenants(ofTenant(options.kiosks, tid), tid, options.tenants.nameOf)
          : options.kioskTypes.items.map(({ value, label }) => ({ value, label }));
    return (
      <FormItem
        name="targetIds"
        label={t(`targets.${target}`)}
        extra={t(`hints.${target}`)}
        rules={together('targetIds')}
        dependencies={['target']}
      >
        <Select
          id={`${ID}-targetIds`}
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={choices}
          maxTagCount="responsive"
        />
      </FormItem>
    );
  };

  const addresses = (name: 'receiverAddresses' | 'escalationAddresses', dependencies: AlertSettingField[]) => (
    <FormItem
      name={name}
      label={t(`fields.${name}`)}
      extra={t(`hints.addresses.${method}`)}
      rules={together(name)}
      dependencies={['method', ...dependencies]}
    >
      <Select id={`${ID}-${name}`} mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ';']} />
    </FormItem>
  );

  /** An admin picker; `foreignError`: the server's refusal of receivers of another tenant, said here too. */
  const adminSelect = (name: 'receiverUserIds' | 'escalationUserIds', extra?: string) => (
    <FormItem name={name} label={t(`fields.${name}`)} extra={extra} rules={rule(name)}>
      <Select
        id={`${ID}-${name}`}
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={admins}
        maxTagCount="responsive"
      />
    </FormItem>
  );

  const words = triggerWords(t, { trigger, intervalMinutes: intervalMinutes ?? undefined, accumulateCount });
  const escalation = escalationWords(t, {
    escalateAfterMinutes: escalateAfterMinutes ?? null,
    escalationUserIds,
    escalationAddresses,
  });

  return (
    <>
      <Row gutter={16}>
        <Col {...(ownTenant === null ? HALF : { xs: 24 })}>
          <FormItem name="name" label={t('fields.name')} rules={rule('name')}>
            <Input id={`${ID}-name`} maxLength={120} />
          </FormItem>
        </Col>
        {/* A tenant's own staff set their own tenant's alerts: the field stays, hidden, with their tenant. */}
        <Col {...HALF} hidden={ownTenant !== null}>
          <FormItem name="tid" label={t('fields.tid')} extra={t('hints.tid')} hidden={ownTenant !== null}>
            <Select
              id={`${ID}-tid`}
              allowClear
              placeholder={t('everyTenant')}
              showSearch={{ optionFilterProp: 'label' }}
              options={options.tenants.choices}
              onChange={(next: number | undefined) => changeTenant(next)}
            />
          </FormItem>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('sections.watch')}</Divider>
      <FormItem name="target" label={t('fields.target')}>
        <Radio.Group
          id={`${ID}-target`}
          options={ALERT_TARGETS.map((value) => ({ value, label: t(`targets.${value}`) }))}
          onChange={() => form.setFieldsValue({ targetIds: [] })}
        />
      </FormItem>
      {targetPicker()}
      <Row gutter={16}>
        <Col {...HALF}>
          <FormItem name="alertTypes" label={t('fields.alertTypes')} extra={t('hints.alertTypes')}>
            <Select
              id={`${ID}-alertTypes`}
              mode="multiple"
              allowClear
              placeholder={t('allTypes')}
              showSearch={{ optionFilterProp: 'label' }}
              options={options.alertTypes.items.map(({ value, label }) => ({ value, label }))}
              maxTagCount="responsive"
            />
          </FormItem>
        </Col>
        <Col {...HALF}>
          <FormItem name="minLevel" label={t('fields.minLevel')}>
            <Select
              id={`${ID}-minLevel`}
              options={MIN_LEVELS.map((level) => ({ value: level, label: minLevelWords(t, level) }))}
            />
          </FormItem>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('sections.send')}</Divider>
      <Row gutter={16}>
        <Col {...HALF}>
          <FormItem name="method" label={t('fields.method')} extra={t(`methodHelp.${method}`)}>
            <Select
              id={`${ID}-method`}
              options={ALERT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
            />
          </FormItem>
        </Col>
        <Col {...HALF}>
          <FormItem name="lang" label={t('fields.lang')} extra={t('hints.lang')}>
            <Select id={`${ID}-lang`} options={LANGS.map((value) => ({ value, label: t(`langs.${value}`) }))} />
          </FormItem>
        </Col>
      </Row>
      {adminSelect('receiverUserIds', t('hints.admins'))}
      {addresses('receiverAddresses', ['receiverUserIds'])}

      <Divider titlePlacement="start">{t('sections.when')}</Divider>
      <FormItem name="trigger" label={t('fields.trigger')}>
        <Radio.Group
          id={`${ID}-trigger`}
          options={ALERT_TRIGGERS.map((value) => ({ value, label: t(`triggers.${value}`) }))}
          onChange={(event) => {
            if (event.target.value === 'interval') form.setFieldsValue({ accumulateCount: null });
          }}
        />
      </FormItem>
      <Row gutter={16}>
        {trigger === 'accumulation' && (
          <Col {...HALF}>
            <FormItem
              name="accumulateCount"
              label={t('fields.accumulateCount')}
              rules={[zodRule(countSchema), ...together('accumulateCount')]}
              dependencies={['trigger']}
            >
              <NumberInput id={`${ID}-accumulateCount`} min={2} max={10_000} precision={0} style={{ width: '100%' }} />
            </FormItem>
          </Col>
        )}
        <Col {...HALF}>
          <FormItem
            name="intervalMinutes"
            label={t(trigger === 'accumulation' ? 'windowMinutes' : 'fields.intervalMinutes')}
            extra={t(trigger === 'accumulation' ? 'hints.windowMinutes' : 'hints.intervalMinutes', {
              min: ALERT_INTERVAL_MIN_MINUTES,
            })}
            rules={[zodRule(intervalSchema)]}
          >
            <NumberInput
              id={`${ID}-intervalMinutes`}
              min={ALERT_INTERVAL_MIN_MINUTES}
              max={10_080}
              precision={0}
              style={{ width: '100%' }}
            />
          </FormItem>
        </Col>
      </Row>
      {words && (
        <Typography.Paragraph id={`${ID}-triggerWords`} type="secondary">
          {words}
        </Typography.Paragraph>
      )}

      <Divider titlePlacement="start">{t('sections.escalation')}</Divider>
      <FormItem label={t('escalate')} extra={t('hints.escalate')}>
        <Switch
          id={`${ID}-escalate`}
          checked={escalating}
          onChange={(on) =>
            form.setFieldsValue(
              on
                ? { escalateAfterMinutes: ESCALATE_DEFAULT_MINUTES }
                : { escalateAfterMinutes: null, escalationUserIds: [], escalationAddresses: [] },
            )
          }
        />
      </FormItem>
      {/* Kept in the form while off: the value null is what says "no escalation". */}
      <FormItem
        name="escalateAfterMinutes"
        hidden={!escalating}
        label={t('fields.escalateAfterMinutes')}
        rules={escalating ? [zodRule(escalateSchema)] : []}
      >
        <NumberInput
          id={`${ID}-escalateAfterMinutes`}
          min={ALERT_INTERVAL_MIN_MINUTES}
          max={10_080}
          precision={0}
          style={{ width: '100%', maxWidth: 240 }}
        />
      </FormItem>
      {escalating && (
        <>
          {adminSelect('escalationUserIds')}
          {addresses('escalationAddresses', ['escalationUserIds', 'escalateAfterMinutes'])}
        </>
      )}
      {escalation && escalating && (
        <Typography.Paragraph id={`${ID}-escalationWords`} type="secondary">
          {escalation}
        </Typography.Paragraph>
      )}

      {/* The fields the choices above leave out stay in the form, so that an edit sends what they now hold. */}
      {target === 'tenant' && <Form.Item name="targetIds" hidden noStyle />}
      {trigger === 'interval' && <Form.Item name="accumulateCount" hidden noStyle />}
      {!escalating && (
        <>
          <Form.Item name="escalationUserIds" hidden noStyle />
          <Form.Item name="escalationAddresses" hidden noStyle />
        </>
      )}

      <Divider />
      <Row gutter={16}>
        <Col {...HALF}>
          <FormItem name="allClear" label={t('fields.allClear')} extra={t('hints.allClear')} valuePropName="checked">
            <Switch id={`${ID}-allClear`} />
          </FormItem>
        </Col>
        <Col {...HALF}>
          <FormItem name="status" label={t('fields.status')}>
            <StatusSwitch id={`${ID}-status`} />
          </FormItem>
        </Col>
      </Row>
    </>
  );
}
