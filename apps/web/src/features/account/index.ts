export { AccountButton } from './components/account-button';
export { AuthDialogHost } from './components/auth-dialog-host';
export { SavedContact } from './saved-contact';
export { authDialog, LoginRequiredGuard, useLoggedIn } from './session';
