import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import type { FieldErrors } from './use-form-errors';
import type { FieldIssue } from './validate';

/**
 * Words for the browser's own findings (validate.ts), in the guest's language. The texts
 * load with the checkout's (outside the menu's first load): this suspends until they are there.
 */
export function useIssueText(): (issues: Record<string, FieldIssue>) => FieldErrors {
  useDeferredTexts();
  const { t } = useTranslation();
  const text = (issue: FieldIssue) => {
    switch (issue.kind) {
      case 'required':
        return t('form.issue.required');
      case 'email':
        return t('form.issue.email');
      case 'date':
        return t('form.issue.date');
      case 'tooLong':
        return t('form.issue.tooLong', { count: issue.max });
      case 'postalCode':
        return t('form.issue.postalCode');
      case 'phone':
        return t('form.issue.phone');
      case 'tooShort':
        return t('form.issue.tooShort', { count: issue.min });
      default:
        return t('form.issue.invalid');
    }
  };
  return (issues) =>
    Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, [text(issue)]]));
}
