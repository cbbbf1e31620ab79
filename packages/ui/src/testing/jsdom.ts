// jsdom lacks ResizeObserver, which radix's floating parts (Tooltip, Popover) measure with.
// Import this first in a test file that renders one of them.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
