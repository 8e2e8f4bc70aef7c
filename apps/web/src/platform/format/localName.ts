// Shared with the server (exports name records by language too).
export { localName, type LocalNames } from '@srd/contract';
