export { primaryButton, secondaryButton } from './buttons';
export { CountrySelect } from './country-select';
export {
  CheckboxField,
  type ControlProps,
  choiceClass,
  controlClass,
  Field,
  type FieldMessages,
  TextAreaField,
  TextField,
  textAreaClass,
} from './field';
export {
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  formLevelError,
  useFormErrors,
} from './use-form-errors';
export { useIssueText } from './use-issue-text';
export { type ContractSchema, type FieldIssue, issuesOf } from './validate';
