import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const lock = path.join(tmpdir(), `kramar-e2e-order-settings-${process.env.E2E_PORT ?? 'default'}`);
/** A lock left by a worker that died is taken over once it is older than any test may run. */
const staleMs = 120_000;

/**
 * The orders' settings are one row for the whole shop, saved whole, and the browser tests run in
 * two workers: a test saving them from what it read earlier would put back a list another test had
 * just added its status to. Every test that reads the settings to write them holds this lock (a
 * folder: creating one is atomic) from the read to the write.
 */
export async function holdingOrderSettings<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleMs) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
