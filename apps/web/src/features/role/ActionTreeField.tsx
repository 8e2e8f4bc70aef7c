import { Alert, Spin, Tooltip, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionLabels } from '../../platform/actionLabels';
import { fetchActionTree, ROLE_KEY } from './api';
import { actionKeysFromChecked, allActionKeys, toTreeData, type ActionTreeNode } from './actionTree';

interface ActionTreeFieldProps {
  value?: string[];
  onChange?: (keys: string[]) => void;
  /** The super-administrator role: every action, none can be taken away. */
  superRole?: boolean;
}

/** The role's actions as a checkbox tree by domain (a Form control of `actionKeys`). */
export function ActionTreeField({ value = [], onChange, superRole = false }: ActionTreeFieldProps) {
  const { t } = useTranslation('role');
  const tree = useQuery({ queryKey: [...ROLE_KEY, 'actionTree'], queryFn: fetchActionTree, staleTime: 60_000 });
  const domains = useMemo(() => tree.data ?? [], [tree.data]);
  const labels = useActionLabels();
  const treeData = useMemo(() => toTreeData(domains, labels, superRole), [domains, labels, superRole]);
  if (!tree.data) return <Spin />;
  const checked = superRole ? allActionKeys(domains) : value;
  return (
    <>
      {superRole && <Alert type="info" showIcon title={t('superActions')} style={{ marginBottom: 8 }} />}
      <div id="roleActionTree">
        <Tree<ActionTreeNode>
          checkable
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={checked}
          onCheck={(keys) =>
            onChange?.(actionKeysFromChecked((Array.isArray(keys) ? keys : keys.checked).map(String), domains, value))
          }
          titleRender={(node) =>
            node.locked && !superRole ? (
              <Tooltip title={t('notGrantable')}>
                <span className="action-locked" data-key={node.key}>
                  {node.title}
                </span>
              </Tooltip>
            ) : (
              <span data-key={node.key}>{node.title}</span>
            )
          }
        />
      </div>
    </>
  );
}
