// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeScanner } from './code-scanner';
import { renderTicketPage } from './ticket-pages.test-kit';

/** A camera whose picture shows a QR code after a few looks, as a ticket held up to it would. */
function fakeCamera({ readsAfter = 2, fails = false } = {}) {
  const track = { stop: vi.fn() };
  let looks = 0;
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      async detect() {
        looks += 1;
        return looks >= readsAfter ? [{ rawValue: 'k3Jx0Qm5bWq9T1sV2uYz8A' }] : [];
      }
    },
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: fails
        ? vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
        : vi.fn().mockResolvedValue({ getTracks: () => [track] }),
    },
  });
  return track;
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('CodeScanner', () => {
  it('hands over the first code the camera reads and turns the camera off', async () => {
    const track = fakeCamera();
    const onCode = vi.fn();
    await renderTicketPage(<CodeScanner onCode={onCode} />, {});
    fireEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByText('Hold the ticket’s QR code in front of the camera.')).toBeTruthy();
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('k3Jx0Qm5bWq9T1sV2uYz8A'));
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan with the camera' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('says so when the camera cannot start, and the code can still be typed', async () => {
    fakeCamera({ fails: true });
    const onCode = vi.fn();
    await renderTicketPage(<CodeScanner onCode={onCode} />, {});
    fireEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The camera could not be started. Type the code instead.',
    );
    expect(onCode).not.toHaveBeenCalled();
  });
});
