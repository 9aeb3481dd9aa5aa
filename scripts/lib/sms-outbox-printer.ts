/**
 * `npm start` prints each text and email the API "sends" to its local outbox files (JSON lines), as
 * it prints sign-in codes: each file is read from where it ended once a second.
 */
import { open, stat } from 'node:fs/promises';

export function printSmsOutbox(file: string, print: (line: string) => void): () => void {
  return followOutbox(
    file,
    (entry) => {
      const { to, body } = entry as { to: string; body: string };
      return `  💬 text to ${to}: ${body}`;
    },
    print,
  );
}

/** Emails (school email codes): the subject carries the code, so it is all that is printed. */
export function printEmailOutbox(file: string, print: (line: string) => void): () => void {
  return followOutbox(
    file,
    (entry) => {
      const { to, subject } = entry as { to: string; subject: string };
      return `  📧 email to ${to}: ${subject}`;
    },
    print,
  );
}

/** Calls `print(format(entry))` for each JSON line appended to `file` after it starts. */
function followOutbox(
  file: string,
  format: (entry: unknown) => string,
  print: (line: string) => void,
): () => void {
  let offset: number | null = null;
  let busy = false;
  const poll = async () => {
    const size = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    // Texts sent before this start were printed by an earlier one.
    if (offset === null || size < offset) {
      offset = size;
      return;
    }
    if (size === offset) return;
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(size - offset);
      await handle.read(buffer, 0, buffer.length, offset);
      const text = buffer.toString('utf8');
      const complete = text.lastIndexOf('\n') + 1;
      offset += Buffer.byteLength(text.slice(0, complete));
      for (const line of text.slice(0, complete).split('\n')) {
        if (!line.trim()) continue;
        try {
          print(format(JSON.parse(line)));
        } catch {
          // A line that is not JSON is not ours to print.
        }
      }
    } finally {
      await handle.close();
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    poll()
      .catch(() => {})
      .finally(() => {
        busy = false;
      });
  }, 1000);
  timer.unref();
  void poll();
  return () => clearInterval(timer);
}
