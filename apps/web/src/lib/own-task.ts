/** Resolves in a later task of the event loop: what ran before and what runs after are two tasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `work` in a task of its own, neither at the end of the one before nor at the start of the
 * one after. A long task that is split leaves the page able to answer a tap in between, and
 * blocks less (issue 21: Lighthouse's TBT counts each task's time over 50 ms).
 */
export async function inItsOwnTask(work: () => void): Promise<void> {
  await nextTask();
  work();
  await nextTask();
}
