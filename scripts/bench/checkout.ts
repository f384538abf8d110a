import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A tree whose server the bench can start: the working tree itself, or an older commit. */
export interface Checkout {
  label: string;
  dir: string;
  /** The commit, or "working tree" with the commit it sits on. */
  describe: string;
}

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const git = (args: string[], cwd = repoRoot): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function run(label: string, command: string, args: string[], cwd: string): void {
  process.stderr.write(`${label}: ${command} ${args.join(' ')} (in ${cwd})\n`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${label}: ${command} ${args.join(' ')} failed (${result.status})`);
}

const hasServerBuild = (dir: string): boolean => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'apps/server/package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return Boolean(manifest.scripts?.build);
};

/** Builds the server to JavaScript where the tree knows how (the web app is not needed). */
export function buildServer(checkout: Checkout): void {
  if (hasServerBuild(checkout.dir)) run(checkout.label, 'npm', ['run', 'build', '-w', '@kramar/server'], checkout.dir);
}

export function workingTree(): Checkout {
  const head = git(['rev-parse', '--short=9', 'HEAD']);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return { label: 'after', dir: repoRoot, describe: `working tree at ${head}${dirty ? ' + changes' : ''}` };
}

/**
 * `ref` checked out in a worktree under /tmp (reused by later runs), its packages installed once.
 * The worktree is git's own bookkeeping: the working tree and its index stay untouched.
 */
export function checkoutRef(ref: string): Checkout {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = `/tmp/kramar-bench-${sha.slice(0, 12)}`;
  if (!existsSync(path.join(dir, 'package.json'))) {
    git(['worktree', 'prune']);
    run('before', 'git', ['worktree', 'add', '--detach', dir, sha], repoRoot);
  }
  const ready = path.join(dir, 'node_modules/.kramar-bench-ready');
  if (!existsSync(ready)) {
    // the npm cache is shared with other installs on this machine: one at a time
    const npm = ['npm', 'ci', '--no-audit', '--no-fund', '--ignore-scripts'];
    if (existsSync('/usr/bin/flock')) run('before', 'flock', ['/tmp/npm.lock', ...npm], dir);
    else run('before', npm[0] ?? 'npm', npm.slice(1), dir);
    writeFileSync(ready, `${new Date().toISOString()}\n`);
  }
  // both servers serve the same built web app: start-up and memory grow with its files
  const web = path.join(dir, 'apps/web/dist');
  const ownWeb = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(web) && existsSync(ownWeb)) symlinkSync(ownWeb, web);
  const subject = git(['log', '-1', '--format=%h %s', sha]);
  return { label: 'before', dir, describe: subject.length > 90 ? `${subject.slice(0, 89)}…` : subject };
}

/** The node flags of the tree's own `npm run serve` (production's command), so each tree runs as it ships. */
function serveFlags(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts?: { serve?: string } };
  const words = (pkg.scripts?.serve ?? '').split(/\s+/);
  return words.filter((w, i) => i > 0 && w.startsWith('--') && words[0] === 'node');
}

/** How to run a tree's server: its JavaScript build when it has one, else TypeScript through tsx. */
export function serverCommand(checkout: Checkout): { args: string[]; kind: string } {
  const built = path.join(checkout.dir, 'apps/server/dist/main.js');
  if (existsSync(built)) return { args: [...serveFlags(checkout.dir), built], kind: 'dist/main.js' };
  return { args: ['--import', 'tsx', path.join(checkout.dir, 'apps/server/src/main.ts')], kind: 'tsx src/main.ts' };
}
