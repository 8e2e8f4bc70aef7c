/**
 * A Popconfirm's onConfirm that runs an action: antd keeps the popconfirm open with its OK button loading until the
 * promise onConfirm returns settles (its ActionButton awaits it, as in antd's "Asynchronously close on Promise" demo),
 * though it types onConfirm as returning void. The action's failure is shown by its mutation, so it is not rethrown.
 */
export function awaitedConfirm(action: () => Promise<unknown>): () => void {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the promise (above); typed void
  return () => action().catch(() => undefined);
}
