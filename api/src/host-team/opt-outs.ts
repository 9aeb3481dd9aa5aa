/** Numbers that texted STOP (or another opt-out word) get no text until they text START. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { smsOptOuts } from '../db/schema-host-team';
import { readOptAnswer } from '../messaging/opt-out-keywords';

/** Applies an inbound text: answers what it changed (nothing for an ordinary reply). */
export async function recordInboundText(
  db: Database,
  { from, body }: { from: string; body: string },
  now: Date,
): Promise<'opted_out' | 'opted_in' | 'ignored'> {
  const answer = readOptAnswer(body);
  if (!answer || !from) return 'ignored';
  if (answer.kind === 'opt_in') {
    await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, from));
    return 'opted_in';
  }
  await db
    .insert(smsOptOuts)
    .values({ phone: from, keyword: answer.keyword, optedOutAt: now })
    .onConflictDoNothing();
  return 'opted_out';
}
