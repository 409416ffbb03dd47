import { createTransport } from 'nodemailer';
import type { Env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A sender over SMTP_URL, or null when no SMTP server is configured. */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'PUBLIC_URL'>,
): ((mail: Mail) => Promise<void>) | null {
  if (!env.SMTP_URL) return null;
  const transport = createTransport(env.SMTP_URL);
  const from = `Strata <no-reply@${new URL(env.PUBLIC_URL).hostname}>`;
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}
