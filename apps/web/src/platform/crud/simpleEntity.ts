import type { FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  localName,
  sysAuditLogActions,
  type ActionRef,
  type ExportModule,
  type Lang,
  type ResourceType,
} from '@srd/contract';
import { useProfile } from '../profile';
import type { ValueLabel } from './AuditChanges';
import { useCan } from './Can';
import type { EntityApi } from './entityApi';
import type { EntityColumn } from './EntityTable';
import type { FieldSpec } from './fieldSpec';
import type { ListStateOptions } from './useListState';

/*
 * A new simple entity screen: `entityApi(basePath)` in the feature's api.ts, the contract's page request
 * and one field declaration (fieldSpec.ts), a locale file with `title`, `noun` and `fields.*`, and
 * `<SimpleEntityPage …>` as the screen's default export, registered in app/screens/registry.ts.
 * The kit makes the columns, the filters and the form from the declaration. features/helpTopic is the example.
 */

export interface EntityRow {
  id: number;
}

/** What an entity's form body gets from the page. */
export interface EntityFormHelpers<Field extends string> {
  /** The field's rules from the create schema (edits are checked by the same rules), messages in the UI language. */
  rule(field: Field, formatMessage?: string): FormRule[];
  creating: boolean;
}

/**
 * One simple entity's screen: its calls, rules, columns, filters and form. The screen's namespace
 * holds `title` (the card), `noun` (in "New …", "Edit …", "Delete …?") and `fields.<name>` (labels of
 * columns, form fields and history entries).
 */
export interface SimpleEntityConfig<Row extends EntityRow, C extends z.ZodObject, U extends z.ZodObject> {
  /** Prefix of the screen's element ids: `alertType` gives #alertTypePage, #alertTypeTable, #alertTypeNew… */
  id: string;
  namespace: string;
  api: EntityApi<Row, z.output<C>, z.output<U>>;
  actions: { view: ActionRef; add?: ActionRef; edit?: ActionRef; delete?: ActionRef };
  /** The audit resource type of the records (their history). */
  resType: ResourceType;
  /** Rows shared by every tenant: only access-all-data callers change them, others only read (1004 otherwise). */
  sharedCatalogue?: boolean;
  /** Saves the visible columns under this name. */
  listName: string;
  /** The contract's list request: its sortable fields, its filters and how the URL keeps them. */
  pageRequest?: z.ZodObject;
  /** The fields, declared once: the list's columns, the filters and the form come from them. */
  fields?: readonly FieldSpec<Row, keyof C['shape'] & string>[];
  /** Filters kept as numbers in the URL, where the page request's types do not say it. */
  listState?: ListStateOptions;
  /** Replaces the declared columns (a list the declaration cannot express). */
  columns?: EntityColumn<Row>[];
  /** Replaces the declared filters: `Form.Item`s named after the page request's filters. */
  filters?: ReactNode;
  schemas: { create: C; update: U };
  /** A new record's starting values. */
  defaults: Partial<z.input<C>>;
  /** Replaces the declared form (fields that depend on one another beyond a field's own escape hatch). */
  formBody?: (helpers: EntityFormHelpers<keyof C['shape'] & string>) => ReactNode;
  /** Errors the server answers about one field (1020 code taken → `code`), shown under that field too. */
  errorFields?: Partial<Record<number, keyof C['shape'] & string>>;
  /** How dialogs name a record; its name in the UI language by default. */
  recordName?: (row: Row, lang: Lang) => string;
  /** Words for stored values in the history (enum numbers). */
  valueLabel?: ValueLabel;
  /**
   * The record's own screen (`?id=` edits, no id creates; `&tab=history` its history): New, Edit and
   * History go there instead of the dialog and the drawer (EntityDetailPage).
   */
  detailPath?: string;
  /** The list's export (XLSX and CSV of its current filter), for those holding `action`. */
  exportList?: { module: ExportModule; action: ActionRef };
}

/** A text of the entity's namespace (whose keys the kit cannot know at compile time). */
export function useEntityText(namespace: string): (key: string, options?: Record<string, unknown>) => string {
  const { t } = useTranslation('crud');
  return (key, options) => t(key as never, { ...options, ns: namespace });
}

/** The record's name in `lang` when it has names, else its id. */
export function defaultRecordName(row: EntityRow, lang: Lang): string {
  return 'name' in row && typeof row.name === 'string'
    ? localName(row as EntityRow & { name: string }, lang)
    : `#${row.id}`;
}

export interface EntityAccess {
  add: boolean;
  edit: boolean;
  delete: boolean;
  history: boolean;
}

/** What the caller may do on the screen; the server checks every call again. */
export function useEntityAccess(
  actions: SimpleEntityConfig<EntityRow, z.ZodObject, z.ZodObject>['actions'],
  sharedCatalogue = false,
): EntityAccess {
  const can = useCan();
  const { accessAllData } = useProfile();
  const mayChange = !sharedCatalogue || accessAllData;
  const holds = (action: ActionRef | undefined) => mayChange && action !== undefined && can(action);
  // The history is the audit log's: without its view action the call would be refused.
  return {
    add: holds(actions.add),
    edit: holds(actions.edit),
    delete: holds(actions.delete),
    history: can(sysAuditLogActions.view),
  };
}
