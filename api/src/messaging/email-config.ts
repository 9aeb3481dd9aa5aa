/**
 * Which email provider the API uses: SMTP when SMTP_HOST is set (SMTP_PORT, default 587;
 * SMTP_SECURE=1 for TLS from the start, port 465; SMTP_USER and SMTP_PASS, both or neither;
 * SMTP_FROM, required; SMTP_REQUIRE_TLS=1 refuses a server without STARTTLS), else the local
 * outbox file (EMAIL_OUTBOX_FILE, default `.data/email-outbox.jsonl`).
 */
import type { EmailProvider } from './email-provider';
import { createOutboxEmail } from './outbox-email';
import { createSmtpEmail, type SmtpSettings } from './smtp-email';

export interface EmailSettings {
  smtp?: SmtpSettings;
  outboxFile?: string;
}

const isOn = (value: string | undefined) => value === '1' || value === 'true';

/** Undefined when no email variable is set (the outbox at its default place). */
export function emailSettingsFromEnv(env: NodeJS.ProcessEnv): EmailSettings | undefined {
  const { SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM } = env;
  if (SMTP_HOST) {
    if (!SMTP_FROM) throw new Error('Set SMTP_FROM (the sender address) with SMTP_HOST');
    if (Boolean(SMTP_USER) !== Boolean(SMTP_PASS)) {
      throw new Error('Set both SMTP_USER and SMTP_PASS, or neither');
    }
    const secure = isOn(env.SMTP_SECURE);
    const port = SMTP_PORT ? Number(SMTP_PORT) : secure ? 465 : 587;
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`SMTP_PORT is not a port: ${SMTP_PORT}`);
    }
    return {
      smtp: {
        host: SMTP_HOST,
        port,
        secure,
        from: SMTP_FROM,
        requireTls: isOn(env.SMTP_REQUIRE_TLS),
        ...(SMTP_USER ? { user: SMTP_USER, pass: SMTP_PASS } : {}),
      },
    };
  }
  if (SMTP_PORT || SMTP_USER || SMTP_PASS || SMTP_FROM) {
    throw new Error('SMTP_PORT, SMTP_USER, SMTP_PASS and SMTP_FROM need SMTP_HOST');
  }
  return env.EMAIL_OUTBOX_FILE ? { outboxFile: env.EMAIL_OUTBOX_FILE } : undefined;
}

export function emailProviderFromSettings(settings: EmailSettings = {}): EmailProvider {
  return settings.smtp ? createSmtpEmail(settings.smtp) : createOutboxEmail(settings.outboxFile);
}
