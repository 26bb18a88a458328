import { primaryButton, secondaryButton } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import type { ProductEditing } from '../../hooks/use-product-editor';
import { useManagerT } from '../../manager-i18n';
import { unplacedMessages } from './product-error-fields';

/** Save and cancel, kept in view, with what went wrong that no field shows. */
export function ProductSaveBar({ editor, onCancel }: { editor: ProductEditing; onCancel: () => void }) {
  const t = useManagerT();
  return (
    <div className="sticky bottom-0 space-y-2 border-t border-stone-200 bg-white py-3">
      {editor.failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(editor.failure, t('area.error'))}
        </p>
      )}
      {unplacedMessages(editor.errors).map((message) => (
        <p key={message} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ))}
      <div className="flex gap-2">
        <button type="submit" disabled={editor.saving} className={`h-12 flex-1 ${primaryButton}`}>
          {t('menu.save')}
        </button>
        <button type="button" onClick={onCancel} className={`h-12 flex-1 ${secondaryButton}`}>
          {t('menu.cancel')}
        </button>
      </div>
    </div>
  );
}
