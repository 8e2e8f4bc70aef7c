import type { ComponentProps } from 'react';
import { localShortName, type ShortNames } from '@srd/contract';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { FormItem } from '../../platform/crud/FormItem';
import { localName, type LocalNames } from '../../platform/format/localName';
import { logoCell, NONE } from './logoCell';
import { ShortNameSelect } from './ShortNameSelect';

/** What merchants and shops both carry: a logo, names and short names in three languages. */
type Brand = LocalNames & ShortNames & { logo: string | null };

/** The logo column: a small picture named after its record. */
export function logoField<Row extends Brand, Field extends string>(): FieldSpec<Row, Field> {
  return {
    name: 'logo',
    columnProps: { width: 64 },
    renderCell: (row, current) => logoCell(row.logo, localName(row, current)),
  };
}

/** The short name in the reader's language, filtered by a choice of the short names under `base` (`/merchant`). */
export function shortNameField<Row extends Brand, Field extends string>(
  base: ComponentProps<typeof ShortNameSelect>['base'],
): FieldSpec<Row, Field> {
  return {
    name: 'shortName',
    renderCell: (row, current) => localShortName(row, current) || NONE,
    renderFilter: ({ id, label }) => (
      <FormItem name="shortName" label={label}>
        <ShortNameSelect id={id} base={base} style={{ minWidth: 140 }} />
      </FormItem>
    ),
  };
}
