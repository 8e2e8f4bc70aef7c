import { Card, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import type { ActionRef, ExportModule, WalletEntryRow } from '@srd/contract';
import type { PageOf } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import type { ListState } from '../../platform/crud/listState';
import { useListState } from '../../platform/crud/useListState';
import { AdjustButton } from './AdjustmentDialog';
import { EntryTable } from './EntryTable';
import { LedgerFilters } from './filters';
import { LEDGER_LIST_STATE } from './query';

/** A ledger list's page request: its filters with the page, the page size and the sort. */
type PageRequest = { page?: unknown; pageSize?: unknown; sort?: unknown };

interface LedgerScreenProps<R extends PageRequest> {
  /** Prefix of the elements' ids: `{id}Page`, `{id}Filters`, `{id}Table`, `{id}Export`. */
  id: string;
  title: string;
  /** The list's name for its saved columns and its export module. */
  listName: ExportModule;
  exportAction: ActionRef;
  queryKey: readonly unknown[];
  /** The page request of a list state (the URL). */
  request: (state: ListState) => R;
  fetchPage: (request: R) => Promise<PageOf<WalletEntryRow>>;
  /** The list's own filters, after the member, tenant, wallet and period every ledger list has. */
  filters: ReactNode;
}

/**
 * A screen of wallet entries (WalletRecord, AdjustmentHistory): the ledger filters with the list's own, the entries,
 * "New adjustment" and the export of what the filters match.
 */
export function LedgerScreen<R extends PageRequest>(props: LedgerScreenProps<R>) {
  const [state, setState] = useListState(LEDGER_LIST_STATE);
  return (
    <Card id={`${props.id}Page`} title={props.title}>
      <Flex vertical gap="middle">
        <LedgerFilters id={`${props.id}Filters`} state={state} onStateChange={setState}>
          {props.filters}
        </LedgerFilters>
        <EntryTable
          id={`${props.id}Table`}
          listName={props.listName}
          queryKey={props.queryKey}
          fetchPage={(listState: ListState) => props.fetchPage(props.request(listState))}
          state={state}
          onStateChange={setState}
          toolbar={
            <Space wrap>
              <AdjustButton />
              <ExportButton
                id={`${props.id}Export`}
                module={props.listName}
                action={props.exportAction}
                filter={() => exportFilter(props.request(state))}
              />
            </Space>
          }
        />
      </Flex>
    </Card>
  );
}
