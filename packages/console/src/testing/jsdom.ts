// jsdom lacks browser APIs that radix uses (ResizeObserver for Tooltip, pointer capture for Toast's
// swipe). Import first in a test that renders a whole screen. (ui keeps the same shim in its own
// src/testing; it is not part of the package's exports.)
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (typeof Element.prototype.hasPointerCapture !== 'function') {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
