import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../platform/i18n';
import { filterTree } from './addressTree';
import { fetchAddressTree } from './api';

/** Screen AddressList: the estate > building tree, labelled in the UI language (the server's labels), with search. */
export default function AddressListPage() {
  const { t } = useTranslation('housingEstate');
  const lang = useLang();
  const [search, setSearch] = useState('');
  // The labels come in the request's language: one cache entry per language.
  const tree = useQuery({ queryKey: ['addressEstate', 'tree', lang], queryFn: fetchAddressTree });
  const shown = useMemo(() => filterTree(tree.data ?? [], search), [tree.data, search]);
  const nodes: TreeDataNode[] = shown.map((estate) => ({
    key: `estate-${estate.estateId}`,
    title: `${estate.label} (${estate.children.length})`,
    children: estate.children.map((building) => ({
      key: `building-${building.buildingId}`,
      title: building.label,
      isLeaf: true,
    })),
  }));
  let body = <Spin style={{ display: 'block', margin: 48 }} />;
  if (tree.isError) body = <Alert type="error" showIcon title={tree.error.message} />;
  else if (tree.data) {
    body = nodes.length ? (
      // Searching opens every kept estate; otherwise they start closed.
      <div id="addressTree">
        <Tree
          key={search ? `open-${search}` : 'closed'}
          treeData={nodes}
          defaultExpandAll={Boolean(search.trim())}
          showLine
          selectable={false}
        />
      </div>
    ) : (
      <Empty />
    );
  }
  return (
    <Card id="addressListPage" title={t('treeTitle')}>
      <Input.Search
        id="addressSearch"
        allowClear
        placeholder={t('treeSearch')}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {body}
    </Card>
  );
}
