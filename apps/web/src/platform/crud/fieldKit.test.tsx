// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HelpTopicCreate, HelpTopicPageRequest, type HelpTopic } from '@srd/contract';
import { EntityTable } from './EntityTable';
import { useFieldColumns } from './fieldColumns';
import { FieldFilters } from './FieldFilters';
import { FieldForm } from './FieldForm';
import type { FieldSpec } from './fieldSpec';
import { FilterBar } from './FilterBar';
import { renderWithKit, setUpKit } from './kitTestSetup';
import type { ListState } from './listState';
import type { ListStateUpdate } from './useListState';
import { zodRule } from './zodRule';

/** The help topics' declaration, as the screen writes it. */
const FIELDS: FieldSpec<HelpTopic, keyof typeof HelpTopicCreate.shape>[] = [
  { name: 'title', valueType: 'localizedText', bareIds: false },
  { name: 'category', span: 8 },
  { name: 'sortOrder', valueType: 'digit', span: 8, extra: 'sortOrderHint' },
  { name: 'status', valueType: 'status', span: 8 },
  { name: 'content', valueType: 'localizedRichText', hideInTable: true, extra: 'contentHint' },
  { name: 'lupdDttm', valueType: 'dateTime' },
];

const TOPIC: HelpTopic = {
  id: 7,
  title: 'Recycling points',
  titleCht: '回收積分',
  titleChs: '回收积分',
  content: '<p>Earn points</p>',
  contentCht: '',
  contentChs: '',
  category: 'Points',
  sortOrder: 3,
  status: 1,
  creUser: null,
  creDttm: '2026-01-02T03:04:05.000Z',
  lupdUser: null,
  lupdDttm: '2026-01-02T03:04:05.000Z',
};

const FIRST_PAGE: ListState = { page: 1, pageSize: 20, filters: {} };

/** Holds the list state as the URL would, and shows it for the test to read. */
function useHeldState(initial: ListState = FIRST_PAGE) {
  const [state, setState] = useState(initial);
  const update = (change: ListStateUpdate) =>
    setState((current) => (typeof change === 'function' ? change(current) : change));
  return [state, update] as const;
}

function TableScreen({
  fetchPage,
}: {
  fetchPage: (state: ListState) => Promise<{ rows: HelpTopic[]; total: number; estimated: boolean }>;
}) {
  const [state, setState] = useHeldState();
  const columns = useFieldColumns(FIELDS, 'helpTopic', HelpTopicPageRequest);
  return (
    <>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <EntityTable<HelpTopic>
        id="helpTopicTable"
        queryKey={['helpTopic', 'page']}
        fetchPage={fetchPage}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
      />
    </>
  );
}

function FilterScreen() {
  const [state, setState] = useHeldState();
  return (
    <>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <FilterBar id="helpTopicFilters" state={state} onStateChange={setState}>
        <FieldFilters id="helpTopic" namespace="helpTopic" fields={FIELDS} pageRequest={HelpTopicPageRequest} />
      </FilterBar>
    </>
  );
}

function FormScreen({ onSave }: { onSave: (values: unknown) => void }) {
  const rule = (field: string, formatMessage?: string) => [
    zodRule(HelpTopicCreate.shape[field as keyof typeof HelpTopicCreate.shape], formatMessage),
  ];
  return (
    <Form
      id="helpTopicForm"
      layout="vertical"
      initialValues={{ category: '', sortOrder: 0, status: 1 }}
      onFinish={onSave}
    >
      <FieldForm id="helpTopic" namespace="helpTopic" fields={FIELDS} schema={HelpTopicCreate} rule={rule} creating />
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

const stateShown = () => JSON.parse(screen.getByTestId('state').textContent!) as ListState;

// antd renders a whole table and form in jsdom: seconds each on a loaded two-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => setUpKit(['helpTopic']));
afterEach(cleanup);

describe('the list from the field declaration', () => {
  it('has a column per listed field, titled from the namespace, sortable where the contract sorts', async () => {
    renderWithKit(<TableScreen fetchPage={async () => ({ rows: [TOPIC], total: 1, estimated: false })} />);
    const table = document.querySelector('#helpTopicTable')!;
    await within(table as HTMLElement).findByText('Recycling points');
    const headers = within(table as HTMLElement).getAllByRole('columnheader');
    const titles = headers.map((header) => header.textContent);
    expect(titles).toEqual(['Title', 'Category', 'Sort order', 'Status', 'Updated at']);
    const sortable = headers
      .filter((header) => header.classList.contains('ant-table-column-has-sorters'))
      .map((header) => header.textContent);
    // HelpTopicPageRequest sorts by sortOrder, title, category, lupdDttm (and id): not by status.
    expect(sortable).toEqual(['Title', 'Category', 'Sort order', 'Updated at']);
    expect(within(table as HTMLElement).getByText('Active')).toBeTruthy();
    expect(within(table as HTMLElement).queryByText('<p>Earn points</p>')).toBeNull();
  });

  it('orders the list by a clicked column, from the first page', async () => {
    const fetchPage = vi.fn(async () => ({ rows: [TOPIC], total: 1, estimated: false }));
    renderWithKit(<TableScreen fetchPage={fetchPage} />);
    await screen.findByText('Recycling points');
    await userEvent.click(screen.getByRole('columnheader', { name: 'Category' }));
    await waitFor(() => expect(stateShown().sort).toEqual({ field: 'category', order: 'ascend' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ sort: stateShown().sort })),
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Category' }));
    await waitFor(() => expect(stateShown().sort).toEqual({ field: 'category', order: 'descend' }));
    expect(stateShown().page).toBe(1);
  });

  it('says why a page could not be read and reads it again on Retry', async () => {
    const fetchPage = vi
      .fn<(state: ListState) => Promise<{ rows: HelpTopic[]; total: number; estimated: boolean }>>()
      .mockRejectedValueOnce(new Error('The server did not answer'))
      .mockResolvedValue({ rows: [TOPIC], total: 1, estimated: false });
    renderWithKit(<TableScreen fetchPage={fetchPage} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded');
    expect(alert.textContent).toContain('The server did not answer');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Recycling points');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the filters from the page request', () => {
  it('shows a labelled widget per contract filter; Search applies them and Reset clears them', async () => {
    renderWithKit(<FilterScreen />);
    const keyword = screen.getByLabelText('Keyword');
    expect(keyword.id).toBe('helpTopicFilterKeyword');
    expect(keyword.getAttribute('placeholder')).toBe('Title');
    expect(keyword.getAttribute('maxlength')).toBe('120');
    const category = screen.getByLabelText('Category');
    expect(category.id).toBe('helpTopicFilterCategory');
    expect(category.getAttribute('maxlength')).toBe('60');
    expect(screen.getByLabelText('Status').id).toBe('helpTopicFilterStatus');
    // Only the contract's filters: no sort order, no title filter.
    expect(screen.queryByLabelText('Sort order')).toBeNull();

    await userEvent.type(category, 'Points');
    await userEvent.click(screen.getByLabelText('Status'));
    await userEvent.click(await screen.findByTitle('Disabled'));
    await userEvent.click(document.querySelector('#helpTopicFiltersSearch')!);
    await waitFor(() => expect(stateShown().filters).toEqual({ category: 'Points', status: 0 }));

    await userEvent.click(document.querySelector('#helpTopicFiltersReset')!);
    await waitFor(() => expect(stateShown().filters).toEqual({}));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Category').value).toBe(''));
  });
});

describe('the form from the field declaration', () => {
  it('has the declared fields with their ids, labels and the contract limits', async () => {
    renderWithKit(<FormScreen onSave={() => {}} />);
    const category = screen.getByLabelText('Category');
    expect(category.id).toBe('helpTopic-category');
    expect(category.getAttribute('maxlength')).toBe('60');
    expect(screen.getByLabelText('Title').id).toBe('helpTopic-title');
    expect(screen.getByLabelText('Title (Traditional Chinese)').getAttribute('maxlength')).toBe('200');
    const sortOrder = screen.getByLabelText('Sort order');
    expect(sortOrder.id).toBe('helpTopic-sortOrder');
    expect(sortOrder.getAttribute('aria-valuemax')).toBe('9999');
    expect(screen.getByText('Smallest first within its category')).toBeTruthy();
    expect(screen.getByLabelText('Status').getAttribute('role')).toBe('switch');
    expect(document.querySelector('#helpTopic-content')).not.toBeNull();
    // Stamps are listed, never edited.
    expect(screen.queryByLabelText('Updated at')).toBeNull();
  });

  it('refuses what the contract refuses, with the message in the UI language', async () => {
    const onSave = vi.fn();
    renderWithKit(<FormScreen onSave={onSave} />);
    const sortOrder = screen.getByLabelText('Sort order');
    await userEvent.clear(sortOrder);
    await userEvent.type(sortOrder, '10000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/9999/)).toBeTruthy();
    // A required field left blank.
    const categoryError = await waitFor(() => {
      const item = screen.getByLabelText('Category').closest('.ant-form-item')!;
      const error = item.querySelector('.ant-form-item-explain-error');
      expect(error).not.toBeNull();
      return error!.textContent;
    });
    expect(categoryError).toMatch(/required|enter/i);
    expect(onSave).not.toHaveBeenCalled();
  });
});
