import type { ValueLabel } from './AuditChanges';
import { flatOptions, type FieldSpec } from './fieldSpec';

/**
 * The history's words for stored values: a select field's option label (values are stored as text, null
 * included), then what the screen's own `valueLabel` says.
 */
export function fieldValueLabel<Row>(fields: readonly FieldSpec<Row>[], own?: ValueLabel): ValueLabel {
  return (field, value) => {
    const spec = fields.find((candidate) => candidate.name === field && candidate.valueType === 'select');
    const option = flatOptions(spec?.options).find(
      (choice) => (choice.value === null ? null : String(choice.value)) === value,
    );
    return own?.(field, value) ?? option?.label;
  };
}
