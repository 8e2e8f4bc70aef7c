import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MenuEdit, type MenuEntry } from '@srd/contract';
import { FormDialog } from '../../platform/crud/FormDialog';
import { NumberInput } from '../../platform/crud/NumberInput';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { editMenu, MENU_TREE_KEY } from './api';
import { fromMenuForm, parentChoices, TOP_LEVEL, toMenuForm, type MenuFormValues } from './menuTree';
import { FormItem } from '../../platform/crud/FormItem';

const fields = MenuEdit.shape;

interface MenuEditDialogProps {
  entry: MenuEntry;
  tree: MenuEntry[];
  titleOf: (entry: MenuEntry) => string;
  onClose: () => void;
}

/** Edits one entry's order, icon, visibility and parent; the screen's tree takes the server's answer. */
export function MenuEditDialog({ entry, tree, titleOf, onClose }: MenuEditDialogProps) {
  const { t } = useTranslation(['catalogue', 'crud']);
  const [form] = Form.useForm<MenuFormValues>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: MenuFormValues) => editMenu(fromMenuForm(entry.key, values)),
    onSuccess: (updated) => {
      queryClient.setQueryData(MENU_TREE_KEY, updated);
      feedback.message.success(t('crud:entity.saved', { name: titleOf(entry) }));
      onClose();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  const parents = [
    { value: TOP_LEVEL, label: t('topLevel') },
    ...parentChoices(tree, entry.key).map((group) => ({ value: group.key, label: titleOf(group) })),
  ];
  return (
    <FormDialog
      title={t('editMenu', { title: titleOf(entry) })}
      form={form}
      okId="menuSave"
      busy={save.isPending}
      onClose={onClose}
    >
      <Form<MenuFormValues>
        id="menuForm"
        form={form}
        layout="vertical"
        initialValues={toMenuForm(entry)}
        onFinish={(values) => save.mutate(values)}
      >
        <FormItem name="order" label={t('fields.order')} rules={[zodRule(fields.order)]}>
          <NumberInput id="menu-order" min={0} max={100_000} precision={0} style={{ width: '100%' }} />
        </FormItem>
        <FormItem name="icon" label={t('fields.icon')} rules={[zodRule(fields.icon)]}>
          <Input id="menu-icon" maxLength={60} placeholder="AppstoreOutlined" />
        </FormItem>
        <FormItem name="parentKey" label={t('fields.parentKey')}>
          <Select id="menu-parentKey" options={parents} showSearch={{ optionFilterProp: 'label' }} />
        </FormItem>
        <FormItem name="hidden" label={t('fields.hidden')} valuePropName="checked">
          <Switch id="menu-hidden" />
        </FormItem>
        <FormItem name="alwaysShow" label={t('fields.alwaysShow')} valuePropName="checked">
          <Switch id="menu-alwaysShow" />
        </FormItem>
      </Form>
    </FormDialog>
  );
}
