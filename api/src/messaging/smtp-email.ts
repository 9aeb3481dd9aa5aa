/**
 * Email through an SMTP server (nodemailer, pooled connections). nodemailer is loaded on the first
 * send, so a server on the default outbox never pays for it at start.
 */
import type { Transporter } from 'nodemailer';
import { EmailSendError, type EmailProvider } from './email-provider';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  /** Absent: no authentication. */
  user?: string;
  pass?: string;
  /** The sender, e.g. `Events <no-reply@example.com>`. */
  from: string;
  /** Refuse to send without STARTTLS on a non-secure port (recommended outside a local double). */
  requireTls?: boolean;
}

export function createSmtpEmail(settings: SmtpSettings): EmailProvider {
  let transport: Promise<Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      requireTLS: settings.requireTls ?? false,
      pool: true,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  };
  return {
    name: 'smtp',
    async send(message) {
      try {
        transport ??= open();
        const mailer = await transport;
        const info = await mailer.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        if ((info.rejected ?? []).length > 0) {
          throw new EmailSendError(`The SMTP server refused ${message.to}`);
        }
        return { providerId: info.messageId };
      } catch (error) {
        if (error instanceof EmailSendError) throw error;
        throw new EmailSendError(`Sending email failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
    close() {
      void transport?.then((t) => t.close()).catch(() => {});
    },
  };
}
