// A view that lives in a script of its own, which the background runs in a page only when the page
// first needs it: pages then start with a small script, and no file is made web-accessible (a page
// could detect the extension by it). Both scripts run in the extension's own isolated world of the
// frame, where the view leaves its handle on the global object.

export interface ScriptPort<View> {
  /** The view, asking the background to run its script in this frame the first time. */
  load(): Promise<View>;
  /** Called by the view's script when it starts: leaves its handle for the other scripts. */
  offer(view: View): void;
}

/**
 * @example const port = scriptPort<RecordView>(Symbol.for('paper-code-lens:record-view'), () => sendMessage('loadRecordView'), 'the record view')
 */
export function scriptPort<View>(key: symbol, run: () => Promise<unknown>, name: string): ScriptPort<View> {
  const holder = globalThis as { [key: symbol]: View | undefined };
  let loading: Promise<View> | null = null;
  return {
    load() {
      const ready = holder[key];
      if (ready) return Promise.resolve(ready);
      loading ??= run().then(() => {
        const view = holder[key];
        if (!view) throw new Error(`${name} did not start`);
        return view;
      });
      // A failed load (the extension reloaded meanwhile) may be tried again at the next need.
      loading.catch(() => (loading = null));
      return loading;
    },
    offer(view) {
      holder[key] = view;
    },
  };
}
