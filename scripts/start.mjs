/* global process, console */
// `npm start`: build the web app once if needed, then run the API (which serves it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  if (existsSync(join(root, 'apps/web/index.html'))) {
    console.log('Building the web app (first start)...');
    const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.warn('apps/web has no index.html yet: starting the API without the web app.');
  }
}

const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/index.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
