// @ts-check
// The peak memory of a command: the largest resident set (VmHWM, the kernel's high-water mark) of
// any one process of its tree, read from /proc while it runs. Linux only; elsewhere the figure is
// null. Used by `npm run bench` for the build's memory; no dependency, no /usr/bin/time.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

const HAS_PROC = fs.existsSync('/proc/self/status');

/** Each process's parent, from /proc/<pid>/stat (the name in parentheses may hold spaces). */
function parents() {
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  return parent;
}

/** The pids of `root` and everything below it. */
export function processTree(/** @type {number} */ root) {
  const parent = parents();
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parent)
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return [...tree];
}

/** VmHWM of a process in bytes, or null once it has ended. */
function highWaterMark(/** @type {number} */ pid) {
  try {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** A process's command line, shortened for a report. */
function commandOf(/** @type {number} */ pid) {
  try {
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    // `node docusaurus build`: the program and the first two arguments, without their folders.
    return argv
      .slice(0, 3)
      .map((arg) => arg.slice(arg.lastIndexOf('/') + 1))
      .join(' ');
  } catch {
    return '';
  }
}

/**
 * @typedef {{status: number, seconds: number, stderr: string,
 *   peak: {bytes: number, command: string} | null}} MeasuredRun
 */

/**
 * Runs a command (stdout ignored, stderr kept) and samples its process tree every `intervalMs`.
 * @param {string} command @param {string[]} args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv, intervalMs?: number}} [options]
 * @returns {Promise<MeasuredRun>}
 */
export function runMeasured(command, args, {cwd, env, intervalMs = 200} = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    /** @type {{bytes: number, command: string} | null} */
    let peak = null;
    const sample = () => {
      if (!HAS_PROC || child.pid === undefined) return;
      for (const pid of processTree(child.pid)) {
        const bytes = highWaterMark(pid);
        if (bytes !== null && bytes > (peak?.bytes ?? 0)) peak = {bytes, command: commandOf(pid)};
      }
    };
    const timer = setInterval(sample, intervalMs);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({status: status ?? 1, seconds: Number(process.hrtime.bigint() - start) / 1e9, stderr, peak});
    });
  });
}
