import { readdirSync, readlinkSync } from 'node:fs';

/** This process's open descriptors of files under `root` (Linux's /proc): what a leak leaves behind. */
export function openFilesUnder(root: string): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(`${root}/`) ? [target] : [];
    } catch {
      // closed between the listing and the look
      return [];
    }
  });
}

/** Waits up to `ms` for every descriptor under `root` to close; returns those still open. */
export async function settledOpenFiles(root: string, ms = 2000): Promise<string[]> {
  const until = Date.now() + ms;
  let open = openFilesUnder(root);
  while (open.length > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    open = openFilesUnder(root);
  }
  return open;
}
