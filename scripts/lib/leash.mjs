/**
 * `node leash.mjs <command> [args…]`: runs a server for one of our scripts so that it cannot
 * outlive that script. Our scripts start servers detached (their own process group) so that
 * stopping one stops its whole tree; but then a parent killed outright (SIGKILL, or a CI runner
 * killing `npm start`'s group after a grace period) left them running, holding their ports.
 *
 * The parent keeps a pipe to this process's stdin. When the parent dies, the pipe closes and the
 * leash stops its process group (itself, the command and anything the command started): SIGTERM,
 * then SIGKILL after a grace period. A SIGTERM to the group (the normal stop) ends it the same way.
 * Plain JavaScript: it must start in milliseconds, with no TypeScript loader.
 */
import { spawn } from 'node:child_process';

const GRACE_MS = 5000;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node leash.mjs <command> [args…]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

/** `signalGroup`: false when the group already got the signal (the normal stop). */
function stopGroup(signalGroup) {
  if (stopping) return;
  stopping = true;
  if (signalGroup) {
    try {
      process.kill(-process.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
      process.exit(1);
    }
  }, GRACE_MS).unref();
}

// The parent is gone (or closed its end): stop everything.
process.stdin.on('end', () => stopGroup(true));
process.stdin.on('error', () => stopGroup(true));
process.stdin.resume();
// A SIGTERM/SIGINT sent to the group reaches the command directly: stay until it has exited.
process.on('SIGTERM', () => stopGroup(false));
process.on('SIGINT', () => stopGroup(false));
child.on('error', (error) => {
  console.error(`${command} could not start: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
