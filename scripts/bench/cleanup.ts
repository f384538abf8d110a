/**
 * What the bench must undo however it ends (success, a wrong answer, Ctrl-C): servers it started,
 * databases and folders it made. Undone last made, first undone, each step on its own so one
 * failure does not keep the others from running.
 */
type Step = { label: string; run: () => Promise<void> | void };

const steps: Step[] = [];
let running: Promise<void> | undefined;
let stoppedBy: string | undefined;

/** The signal that ended the run, if one did: what fails after it is only the stop itself. */
export const interruptedBy = (): string | undefined => stoppedBy;

/** Registers an undo step; the returned function runs it now (and forgets it). */
export function onCleanup(label: string, run: () => Promise<void> | void): () => Promise<void> {
  const step: Step = { label, run };
  steps.push(step);
  return async () => {
    const at = steps.indexOf(step);
    if (at < 0) return;
    steps.splice(at, 1);
    await step.run();
  };
}

export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (steps.length) {
      const step = steps.pop();
      if (!step) break;
      try {
        await step.run();
      } catch (error) {
        process.stderr.write(`cleanup: ${step.label} failed: ${(error as Error).message}\n`);
      }
    }
  })();
  return running;
}

/** Ctrl-C or a kill ends the run only after the undo steps; a second Ctrl-C leaves at once. */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stoppedBy = signal;
      process.stderr.write(`\n${signal}: cleaning up…\n`);
      process.once(signal, () => process.exit(130));
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
