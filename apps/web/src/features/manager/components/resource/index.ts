export { ConfirmSheet } from './confirm-sheet';
export { DeleteConfirmation } from './delete-confirmation';
export { RecordCard, RecordCards } from './record-cards';
export { EmptyList, ResourcePage } from './resource-page';
export { type Column, ResourceTable } from './resource-table';
export { type ActionWords, CreateButton, EditAndDelete } from './row-actions';
export { dangerButton, outlineButton, RowButton } from './row-button';
export { SheetForm } from './sheet-form';
export { WithPreview } from './with-preview';
