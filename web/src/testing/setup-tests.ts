import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { resetToasts } from '@/hooks/use-toast';

// A screen's first render in a file also transforms its lazy chunk and message table: on two cores
// shared by several test runs that took over the default 1 s wait of findBy*, and suites failed
// at random (guides, home, product). Waiting longer changes nothing a test asserts.
configure({ asyncUtilTimeout: 4000 });

// Radix primitives measure elements and listen for pointer capture; jsdom has neither.
const noop = (): void => undefined;
class ResizeObserverStub {
  observe = noop;
  unobserve = noop;
  disconnect = noop;
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= noop;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= noop;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: noop,
    removeListener: noop,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = noop;

// jsdom has no PointerEvent, so user-event's pointer events lose `button`, `pointerType`, ...; Radix
// menus open on pointerdown with button 0.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
  document.documentElement.lang = '';
});
