/**
 * A tablet's or phone's browser keeps a page's audio suspended until the page is touched (the
 * autoplay policy); headless Chromium lets it play at once, whatever its flags say. Given to
 * `page.addInitScript`, this holds a new audio context suspended, as the device does, until it is
 * resumed during a tap or a click: a reloaded manager page then shows its sound prompt (issue 34).
 */
export function holdAudioUntilTouched() {
  const Browser = window.AudioContext;
  class TabletAudioContext extends Browser {
    #touched = false;
    override get state() {
      return this.#touched ? super.state : 'suspended';
    }
    override resume() {
      if (!navigator.userActivation.isActive) return new Promise<void>(() => undefined);
      this.#touched = true;
      return super.resume().then(() => {
        this.dispatchEvent(new Event('statechange'));
      });
    }
  }
  window.AudioContext = TabletAudioContext;
}
