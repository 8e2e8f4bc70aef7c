import type { ColProps, FormRule, TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { Lang } from '@srd/contract';
import type { FieldLimits } from './schemaFacts';
import type { StatusPalette } from './statusTags';

/*
 * One declaration per field, in the spirit of ant-design-pro's ProTable `columns`: a screen lists its
 * fields once and the kit makes the list's column, the filter and the form field from it. Labels come
 * from the namespace's `fields.<name>`, sorting from the page request's `sort.field`, rules and limits
 * from the create schema; nothing of that is written twice.
 */

/**
 * How a field shows and is edited.
 * - `text`, `textarea`, `digit`: an input; limits from the schema.
 * - `select`: one of `options`.
 * - `status`: a coloured tag of `palette` (ON_OFF_STATUS by default); edited with a switch when on/off, else a select.
 * - `date`: a calendar day (YYYY-MM-DD); `dateTime`: a stored time, shown only.
 * - `switch`: a boolean.
 * - `localizedText`: `<name>`, `<name>Cht` and `<name>Chs` side by side, one column in the UI language.
 * - `localizedRichText`: the three rich-text contents in tabs.
 * - `tenant`: the row's tenant (`tid`), chosen among the tenants the caller reaches.
 * - `dateRange`: the filter of a page request's `from` and `to`, two days kept in the URL as `range`.
 */
export type ValueType =
  | 'text'
  | 'textarea'
  | 'digit'
  | 'select'
  | 'status'
  | 'date'
  | 'dateTime'
  | 'switch'
  | 'localizedText'
  | 'localizedRichText'
  | 'tenant'
  | 'dateRange';

export interface FieldOption {
  /** null: a choice that means "none" or "all" (a kiosk type's "All types"); no filter offers it. */
  value: string | number | null;
  label: string;
}

/** Choices under a heading (districts by region). */
export interface FieldOptionGroup {
  label: string;
  options: readonly FieldOption[];
}

/** Every choice, out of their groups. */
export function flatOptions(options: readonly (FieldOption | FieldOptionGroup)[] = []): FieldOption[] {
  return options.flatMap((option) => ('options' in option ? option.options : [option]));
}

/** What a form control is given: its id, label, rules and limits, ready for a `FormItem`. */
export interface FormItemContext {
  id: string;
  label: string;
  rules: FormRule[];
  limits: FieldLimits;
  /** The hint under the field, in the UI language. */
  extra?: string;
  creating: boolean;
  /** The record as loaded, when editing: what a control shows beyond the form's values (a secret's hint). */
  record: Record<string, unknown> | null;
}

/** What a filter widget is given. */
export interface FilterContext {
  id: string;
  label: string;
  limits: FieldLimits;
}

export interface FieldSpec<Row, Field extends string = string> {
  /** A key of the row (a column) or of the create schema (a form field); a localized triple's English one. */
  name: (keyof Row & string) | Field;
  /** `text` by default. */
  valueType?: ValueType;
  /**
   * Key of the field's label (column, filter, form) where it is not `fields.<name>`; it may name another
   * namespace (`crud:audit.user`).
   */
  label?: string;
  /** The choices of a `select`; their labels also show in the list. */
  options?: readonly (FieldOption | FieldOptionGroup)[];
  /** The colours and words of a `status`; ON_OFF_STATUS by default. */
  palette?: StatusPalette;
  hideInTable?: boolean;
  /** The field has a filter when the page request names it; this leaves it out. */
  hideInSearch?: boolean;
  hideInForm?: boolean;
  /** Key in the namespace of the hint under the form field. */
  extra?: string;
  /** Key in the namespace of the message for a value that is there but wrong (a pattern reads better in words). */
  formatMessage?: string;
  /** Rules beyond the contract's (a check digit, a rule across fields), after it. */
  extraRules?: FormRule[];
  /**
   * Where the form shows the field when not where the list does: fields are ordered by this number,
   * those without one by their place in the declaration (0, 1, 2…).
   */
  formOrder?: number;
  /** The form field's width: a span of 24 from tablets up, or antd Col props; the whole row by default. */
  span?: number | ColProps;
  /** Props for the form control (placeholder, rows, inputMode, disabled…). */
  fieldProps?: Record<string, unknown>;
  /** Props for the form item (normalize, dependencies…). */
  formItemProps?: Record<string, unknown>;
  /** The column cuts long text with an ellipsis. */
  ellipsis?: boolean;
  /**
   * The column's key and label (`fields.<key>`) where the list shows something other than the form's field
   * (a count of cameras for the camera serials); the name by default.
   */
  columnKey?: string;
  /** Key in the namespace of the column's title where it says more than the field (`hours` for `openTime`). */
  columnTitle?: string;
  /** The list leaves the column out until the user picks it (its column picker): for a list too wide for a laptop. */
  hiddenByDefault?: boolean;
  /** More antd column props (responsive breakpoints, width…). */
  columnProps?: Omit<TableColumnType<Row>, 'key' | 'title' | 'render'>;
  /**
   * A `localizedText` triple's inputs are #name, #nameCht… as journeys have always found them; false gives
   * them the screen's prefix like every other field (#helpTopic-title).
   */
  bareIds?: boolean;
  /** Key in the namespace of the filter's tooltip (what the filter also matches). */
  filterTooltip?: string;
  /** The filter's id suffix where it is not the capitalised name (`tid` → `Tenant`). */
  filterId?: string;
  /** Escape hatches: the cell, the whole form item, the filter. */
  renderCell?: (row: Row, lang: Lang) => ReactNode;
  renderFormItem?: (context: FormItemContext) => ReactNode;
  renderFilter?: (context: FilterContext) => ReactNode;
}

/** The three languages' field names of a localized triple (SPEC: `name`, `nameCht`, `nameChs`). */
export function localizedNames(name: string): [english: string, traditional: string, simplified: string] {
  return [name, `${name}Cht`, `${name}Chs`];
}

export function capitalized(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
