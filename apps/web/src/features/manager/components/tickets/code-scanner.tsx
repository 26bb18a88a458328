import { useRef } from 'react';
import { useCodeScanner } from '../../hooks/use-code-scanner';
import { useManagerT } from '../../manager-i18n';

/** The camera button and picture of the check-in page; nothing where the browser cannot read QR codes. */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useManagerT();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useCodeScanner(video, onCode);
  if (!scanner.supported) return null;
  const on = scanner.state === 'starting' || scanner.state === 'scanning';
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => (on ? scanner.stop() : void scanner.start())}
        aria-pressed={on}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full font-semibold ring-1 ring-stone-300 hover:bg-stone-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 7V4h3M21 7V4h-3M3 17v3h3M21 17v3h-3M7 12h10" />
        </svg>
        {on ? t('checkIn.stopScan') : t('checkIn.scan')}
      </button>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('checkIn.camera')}
        hidden={!on}
        className="aspect-video w-full rounded-2xl bg-stone-900 object-cover"
      />
      {scanner.state === 'scanning' && <p className="text-sm text-stone-600">{t('checkIn.scanning')}</p>}
      {scanner.state === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {t('checkIn.cameraFailed')}
        </p>
      )}
    </div>
  );
}
