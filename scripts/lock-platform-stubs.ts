/**
 * The registry this project installs from lacks some other-platform binaries that optional dependencies name
 * (e.g. @swc/core-darwin-arm64 at the exact version @swc/core pins). `npm install` then leaves them out of
 * package-lock.json, and `npm ci` refuses the lock as out of sync. This adds each missing entry, marked optional
 * with the os/cpu/libc its name states, so `npm ci` skips it on Linux exactly as it would any foreign binary.
 * Run after `npm install`: `npx tsx scripts/lock-platform-stubs.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

/** Reads platform fields from a binary package's name, e.g. core-linux-arm-gnueabihf → linux / arm / glibc. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return null;
  const libc = parts.some((part) => part.startsWith('musl')) ? ['musl'] : os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

export function addPlatformStubs(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const platform = platformOf(name);
      if (lock.packages[key] || !platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      lock.packages[key] = { version, optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const file = path.resolve(__dirname, '../package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = addPlatformStubs(lock);
  const sorted = Object.fromEntries(
    Object.entries(lock.packages as Record<string, LockEntry>).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  console.log(`added ${added.length} platform stubs${added.length ? `: ${added.join(', ')}` : ''}`);
}
