import { useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Form, Input, Row, Select, type FormRule } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import { EffectiveStatus, isOvernight, WEEKDAYS, type KioskScheduleCreate } from '@srd/contract';
import { DayField } from '../../platform/crud/DayField';
import type { EntityFormHelpers } from '../../platform/crud/simpleEntity';
import { useLang } from '../../platform/i18n';
import { fetchGroupOptions } from './api';
import { useEffectiveStatusLabel } from './EffectiveStatusTag';
import { FormItem } from '../../platform/crud/FormItem';
import { KioskSelect } from '../../platform/kiosk/KioskSelect';
import { choicesOf } from '../../platform/resources/resourceOptions';

type Field = keyof typeof KioskScheduleCreate.shape;
const half = { xs: 24, md: 12 };

/** The schedule form: one kiosk or one group, weekdays, hours (overnight stated), period and manual status. */
export function ScheduleFields({ rule }: Pick<EntityFormHelpers<Field>, 'rule'>) {
  const { t } = useTranslation('kioskSchedule');
  const lang = useLang();
  const form = Form.useFormInstance();
  const statusLabel = useEffectiveStatusLabel();
  const groups = useQuery({
    queryKey: ['kioskSchedule', 'groupOptions'],
    queryFn: fetchGroupOptions,
    staleTime: 30_000,
  });
  const weekdays = WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }));
  const manualStatuses = [EffectiveStatus.ManualShutdown, EffectiveStatus.ManualOpen].map((status) => ({
    value: status,
    label: statusLabel(status),
  }));
  // The form's own checks of the SPEC rules the server applies too.
  const differentTimes: FormRule = ({ getFieldValue }) => ({
    validator: async (_, close: string | undefined) => {
      if (close && close === getFieldValue('openTime')) throw new Error(t('sameTimes'));
    },
  });
  const expiryAfterEffective: FormRule = ({ getFieldValue }) => ({
    validator: async (_, expiry: string | null) => {
      const effective = getFieldValue('effectiveDate') as string | null;
      if (expiry && effective && expiry < effective) throw new Error(t('expiryBeforeEffective'));
    },
  });
  // Choosing a kiosk clears the group, and the other way round: a schedule is for one of them.
  const choose = (field: 'kioskId' | 'groupId', other: 'kioskId' | 'groupId') => (value: unknown) => {
    form.setFieldValue(field, value ?? null);
    if (value != null) form.setFieldValue(other, null);
  };
  return (
    <>
      <FormItem name="name" label={t('fields.name')} rules={rule('name')}>
        <Input id="kioskSchedule-name" maxLength={120} />
      </FormItem>
      <Row gutter={16}>
        <Col {...half}>
          <FormItem name="kioskId" label={t('fields.kioskId')} extra={t('targetHint')}>
            <KioskSelect id="kioskSchedule-kioskId" base="/kioskSchedule" onChange={choose('kioskId', 'groupId')} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="groupId" label={t('fields.groupId')}>
            <Select
              id="kioskSchedule-groupId"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={choicesOf(groups.data ?? [], lang)}
              onChange={choose('groupId', 'kioskId')}
            />
          </FormItem>
        </Col>
      </Row>
      <FormItem name="weekdays" label={t('fields.weekdays')} rules={rule('weekdays')}>
        <WeekdayChoice options={weekdays} />
      </FormItem>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <FormItem name="openTime" label={t('fields.openTime')} rules={rule('openTime')}>
            <Input id="kioskSchedule-openTime" type="time" />
          </FormItem>
        </Col>
        <Col xs={12} md={6}>
          <FormItem noStyle dependencies={['openTime']}>
            {({ getFieldValue }) => {
              const open = getFieldValue('openTime') as string | undefined;
              const close = getFieldValue('closeTime') as string | undefined;
              return (
                <FormItem
                  name="closeTime"
                  label={t('fields.closeTime')}
                  rules={[...rule('closeTime'), differentTimes]}
                  dependencies={['openTime']}
                  extra={open && close && isOvernight(open, close) ? t('overnight') : undefined}
                >
                  <Input id="kioskSchedule-closeTime" type="time" />
                </FormItem>
              );
            }}
          </FormItem>
        </Col>
        <Col xs={24} md={12}>
          <FormItem name="manualStatus" label={t('fields.manualStatus')} extra={t('manualHint')}>
            <Select
              id="kioskSchedule-manualStatus"
              allowClear
              placeholder={t('followDates')}
              options={manualStatuses}
              onChange={(value) => form.setFieldValue('manualStatus', value ?? null)}
            />
          </FormItem>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <FormItem name="effectiveDate" label={t('fields.effectiveDate')} rules={rule('effectiveDate')}>
            <DayField id="kioskSchedule-effectiveDate" allowClear={false} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem
            name="expiryDate"
            label={t('fields.expiryDate')}
            rules={[...rule('expiryDate'), expiryAfterEffective]}
            dependencies={['effectiveDate']}
            extra={t('openEnded')}
          >
            <DayField id="kioskSchedule-expiryDate" />
          </FormItem>
        </Col>
      </Row>
      <FormItem name="remark" label={t('fields.remark')} rules={rule('remark')}>
        <Input.TextArea id="kioskSchedule-remark" rows={2} maxLength={500} />
      </FormItem>
    </>
  );
}

/**
 * The weekday checkboxes. A required field's Form.Item marks its control aria-required, which a group
 * of checkboxes may not carry (each box says whether it is checked); the rule still shows its message.
 */
function WeekdayChoice({
  'aria-required': _required,
  ...props
}: CheckboxGroupProps<number> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group className="kioskSchedule-weekdays" {...props} />;
}
