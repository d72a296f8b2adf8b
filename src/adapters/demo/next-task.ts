interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the page's event loop, so the page can paint and take input
 * between two pieces of the demo's work. The demo stands in for a server, and a server's
 * work never blocks the phone: each answer is a task of its own (demo-exchange.ts), and a
 * long one (every pair's 24 h ticker) is computed a piece per task. `scheduler.yield`
 * resumes ahead of other queued work where the browser has it; a message is the next task
 * elsewhere (a timer would be held to 4 ms once nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
