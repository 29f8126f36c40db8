/**
 * Resolves in a new task of the event loop, so the browser may paint and handle input in between:
 * work split with it never blocks the main thread in one long task (Total Blocking Time). No imports: the
 * company entry uses it before the app has loaded.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
