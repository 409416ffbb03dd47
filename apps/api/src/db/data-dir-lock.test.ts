import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'strata-lock-'));

describe('lockDataDir', () => {
  it('writes the pid and removes the lock on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'strata.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'strata.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, 'strata.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Strata process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = freshDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(join(dir, 'strata.lock'), String(dead.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'strata.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
