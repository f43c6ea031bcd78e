// Work each server process does on a timer (the payments reconciler, fee reminders): one run at a
// time, so a slow run never piles runs up; the timer does not keep the process alive.

/**
 * Runs `task` every `everyMs` until stopped; a failed run is logged as `name`'s. Stopping resolves
 * once a run under way has finished, so closing the app waits for it before the database closes.
 */
export function repeatEvery(
  task: () => Promise<unknown>,
  log: { error: (obj: object, msg: string) => void },
  everyMs: number,
  name: string,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    // One run at a time: a slow gateway or mail server does not pile runs up.
    if (running) return;
    running = task()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
