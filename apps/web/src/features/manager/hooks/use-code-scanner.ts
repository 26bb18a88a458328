import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The part of the browser's Barcode Detection API this uses (not in every DOM typing yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** How often a camera picture is looked at for a QR code. */
const scanEveryMs = 250;

type ScannerState = 'off' | 'starting' | 'scanning' | 'failed';

/**
 * Reads a ticket's QR code with the camera where the browser can (BarcodeDetector and a
 * camera); elsewhere `supported` is false and the code is typed. The first code read stops
 * the camera and is handed to `onCode`.
 */
export function useCodeScanner(video: RefObject<HTMLVideoElement | null>, onCode: (code: string) => void) {
  const supported = Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia);
  const [state, setState] = useState<ScannerState>('off');
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const handler = useRef(onCode);
  handler.current = onCode;

  const stop = useCallback(() => {
    clearInterval(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setState((current) => (current === 'failed' ? current : 'off'));
  }, []);

  const start = useCallback(async () => {
    const Detector = detectorClass();
    if (!Detector || !video.current) return;
    setState('starting');
    try {
      const detector = new Detector({ formats: ['qr_code'] });
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      video.current.srcObject = stream.current;
      await video.current.play();
      setState('scanning');
      let busy = false;
      timer.current = setInterval(async () => {
        if (busy || !video.current) return;
        busy = true;
        const [found] = await detector.detect(video.current).catch(() => []);
        busy = false;
        if (!found?.rawValue) return;
        stop();
        handler.current(found.rawValue);
      }, scanEveryMs);
    } catch {
      stop();
      setState('failed');
    }
  }, [video, stop]);

  useEffect(() => stop, [stop]);
  return { supported, state, start, stop };
}
