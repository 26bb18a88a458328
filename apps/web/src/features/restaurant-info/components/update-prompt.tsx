import * as Dialog from '@radix-ui/react-dialog';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { applyUpdate } from '../service-worker';

/**
 * SPEC §4 Update: a confirm dialog with one button, "Let's go", and no close button; it
 * cannot be dismissed, the new version is applied and the page reloads.
 */
export default function UpdatePrompt({ registration }: { registration: ServiceWorkerRegistration }) {
  const { ti } = useInfoTranslation();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-stone-950/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed start-1/2 top-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-2xl outline-none rtl:translate-x-1/2"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="text-lg font-semibold">{ti('update.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-600">{ti('update.text')}</Dialog.Description>
          <button
            type="button"
            className="mt-6 w-full rounded-full bg-primary px-5 py-2.5 font-semibold text-(--color-primary-contrast) hover:shadow-md"
            onClick={() => applyUpdate(registration)}
          >
            {ti('update.confirm')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
