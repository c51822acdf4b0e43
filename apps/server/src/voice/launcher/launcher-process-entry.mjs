// The launcher process (program-launcher.ts): runs the programs the server asks for and sends back their output.
// Plain JavaScript, so it starts without tsx and stays small: forking it is cheap, forking the server is not.
import { spawn } from 'node:child_process';

const running = new Map();

process.on('message', (message) => {
  if (message.type === 'abort') {
    running.get(message.id)?.kill('SIGKILL');
    return;
  }
  let child;
  try {
    child = spawn(message.program, message.args, {
      stdio: [message.input === null ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    process.send({ id: message.id, error: String(error?.message ?? error) });
    return;
  }
  running.set(message.id, child);
  const stdout = [];
  const stderr = [];
  child.stdout.on('data', (chunk) => stdout.push(chunk));
  child.stderr.on('data', (chunk) => stderr.push(chunk));
  child.on('error', (error) => {
    running.delete(message.id);
    process.send({ id: message.id, error: error.message });
  });
  child.on('close', (code, signal) => {
    if (!running.delete(message.id)) return;
    const out = Buffer.concat(stdout);
    process.send({
      id: message.id,
      error: null,
      code,
      signal,
      stdout: new Uint8Array(out.buffer, out.byteOffset, out.byteLength),
      stderr: Buffer.concat(stderr).toString('utf8'),
    });
  });
  if (message.input !== null) child.stdin.end(message.input);
});

// The server went away: nothing is left to run for.
process.on('disconnect', () => {
  for (const child of running.values()) child.kill('SIGKILL');
  process.exit(0);
});
