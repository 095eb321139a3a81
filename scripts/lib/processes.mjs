// Child processes that must never outlive the script that started them.
//
// Every child runs in its own process group (detached) with stdin closed, so that
//  - a stop signal reaches its whole tree (the Cloud SDK Firestore wrapper does not exec java,
//    Playwright starts Chromium, Vitest starts workers);
//  - Ctrl-C in the terminal reaches only our script, which then stops each child once and in
//    order (firebase-tools treats a second SIGINT as "stop now, skip the export").
import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';

const live = new Set();

// Last resort for paths that exit without stopping their children (a bug, an uncaught error).
process.on('exit', () => {
  for (const handle of live) killGroup(handle.child.pid, 'SIGKILL');
});

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function killGroup(pid, signal) {
  if (!pid) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, output?: 'inherit' | 'pipe' | 'ignore',
 *   onOutput?: (chunk: Buffer) => void }} [options]
 *   With output 'pipe', onOutput receives stdout and stderr; 'close' then also waits for any
 *   grandchild still holding the pipes (java under the Cloud SDK wrapper).
 * @returns {{ child: import('node:child_process').ChildProcess,
 *   closed: Promise<{ code: number | null, signal: string | null, error?: Error }>,
 *   result: { code: number | null, signal: string | null, error?: Error } | null }}
 */
export function spawnGroup(command, args, { cwd, env, output = 'inherit', onOutput } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', output, output],
  });
  const handle = { child, result: null, closed: null };
  live.add(handle);
  handle.closed = new Promise((resolve) => {
    const finish = (result) => {
      if (handle.result) return;
      handle.result = result;
      live.delete(handle);
      resolve(result);
    };
    child.once('error', (error) => finish({ code: null, signal: null, error }));
    child.once('close', (code, signal) => finish({ code, signal }));
  });
  if (output === 'pipe' && onOutput) {
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
  }
  return handle;
}

/** Processes of group pgid other than its leader (Linux /proc; empty elsewhere). */
function groupMembers(pgid) {
  let entries = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const members = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === pgid) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...; comm may contain spaces and parentheses
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) members.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return members;
}

/**
 * Sends `signal` to the target, waits for 'close', then SIGKILLs the group after timeoutMs.
 * Finally sweeps the group with SIGKILL in case a grandchild outlived its parent. Safe to call on
 * a process that already ended.
 *   target 'group':   every process of the group;
 *   target 'leader':  only the process we spawned (it stops its own children);
 *   target 'members': every process but the leader, for a shell wrapper that does not exec its
 *                     program: the wrapper then reaps the program and exits by itself, instead of
 *                     dying first and leaving the program to be reaped by init (a zombie in ps).
 */
export async function stopGroup(handle, { signal = 'SIGTERM', target = 'group', timeoutMs = 10_000 } = {}) {
  if (!handle) return null;
  const pid = handle.child.pid;
  if (!handle.result) {
    if (target === 'leader') handle.child.kill(signal);
    else if (target === 'members') {
      const members = groupMembers(pid);
      if (members.length === 0) killGroup(pid, signal);
      for (const member of members) {
        try {
          process.kill(member, signal);
        } catch {
          // already gone
        }
      }
    } else killGroup(pid, signal);
    const result = await Promise.race([handle.closed, delay(timeoutMs).then(() => null)]);
    if (!result) {
      killGroup(pid, 'SIGKILL');
      await Promise.race([handle.closed, delay(5_000)]);
    }
  }
  killGroup(pid, 'SIGKILL');
  return handle.result;
}

/** Runs a command to completion in its own group, output inherited. */
export async function run(command, args, options = {}) {
  const handle = spawnGroup(command, args, { output: 'inherit', ...options });
  const result = await handle.closed;
  killGroup(handle.child.pid, 'SIGKILL');
  return result;
}

/**
 * Calls cleanup once on SIGINT, SIGTERM or SIGHUP, then exits with 128 + signal number.
 * Repeated signals while cleaning up are ignored: npm forwards the terminal's SIGINT to us a
 * second time, and cleanup is bounded by the timeouts in stopGroup anyway.
 */
export function onTerminationSignals(cleanup) {
  let stopping = false;
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(name, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${name} received: stopping...`);
      Promise.resolve()
        .then(() => cleanup(name))
        .catch((error) => console.error(error?.message ?? error))
        .finally(() => process.exit(128 + os.constants.signals[name]));
    });
  }
}

/** Polls url until check(response, body) is true (each request given requestTimeoutMs); throws after timeoutMs or when shouldStop() is truthy. */
export async function waitForHttp(url, { check = (res) => res.ok, timeoutMs = 60_000, requestTimeoutMs = 2_000, shouldStop } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const left = Math.max(deadline - Date.now(), 1_000);
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.min(requestTimeoutMs, left)) });
      const body = await res.text();
      if (check(res, body)) return;
    } catch {
      // not listening yet
    }
    const reason = shouldStop?.();
    if (reason) throw new Error(reason);
    if (Date.now() > deadline) throw new Error(`did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s`);
    await delay(200);
  }
}
