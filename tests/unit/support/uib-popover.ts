// The Popover API as the HTML standard has it, for happy-dom (which has none): showPopover and
// hidePopover change the state at once, and the `toggle` event comes in a later task, one for all
// the changes of a task (a hide then a show in one task give one toggle, open → open).
const showing = new WeakSet<HTMLElement>();
const pending = new WeakMap<HTMLElement, { oldState: string; timer: ReturnType<typeof setTimeout> }>();

function queueToggle(element: HTMLElement, oldState: string, newState: string): void {
  const before = pending.get(element);
  if (before) {
    clearTimeout(before.timer);
    oldState = before.oldState;
  }
  const timer = setTimeout(() => {
    pending.delete(element);
    element.dispatchEvent(Object.assign(new Event('toggle'), { oldState, newState }));
  });
  pending.set(element, { oldState, timer });
}

/** Installs the Popover API on every element; returns how to take it away again. */
export function installPopoverApi(): () => void {
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  // As the standard has it: showing a shown popover, or hiding a hidden one, does nothing.
  proto.showPopover = function (this: HTMLElement) {
    if (showing.has(this)) return;
    showing.add(this);
    queueToggle(this, 'closed', 'open');
  };
  proto.hidePopover = function (this: HTMLElement) {
    if (!showing.has(this)) return;
    showing.delete(this);
    queueToggle(this, 'open', 'closed');
  };
  return () => {
    delete proto.showPopover;
    delete proto.hidePopover;
  };
}

/** Whether the popover shows now. */
export const isShowing = (element: HTMLElement): boolean => showing.has(element);

/** Lets the queued tasks (the toggle events) run. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));
