import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** What the mail of a sign-in link needs to say. */
export interface LinkMail {
  to: string;
  name: string;
  url: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
}

/**
 * Mails from `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`), when it is
 * set (docs/security.md "Accounts"): sign-in links go to their person's address as
 * well as to the administrator's screen. The mail is written in English and
 * Gujarati, as its reader's language is not known.
 */
export function mailer(smtpUrl: string | undefined, from: string | undefined) {
  if (!smtpUrl) return null;
  const transport: Transporter = createTransport({
    url: smtpUrl,
    // A mail server that does not answer must not hold the administrator's screen.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  const sender = from ?? `Family Directory <no-reply@${new URL(smtpUrl).hostname}>`;
  return {
    /** Mails a sign-in link; throws when the mail server refuses it or cannot be reached. */
    async signInLink({ to, name, url, expiresAt }: LinkMail): Promise<void> {
      const until = new Date(expiresAt).toUTCString();
      await transport.sendMail({
        from: sender,
        to: { name, address: to },
        subject: 'Your sign-in link · તમારી સાઇન-ઇન લિંક',
        text: [
          `${name},`,
          '',
          'An account has been made for you in the Family Directory back-office.',
          'Open this link to choose your password. It works once, until ' + `${until}:`,
          '',
          url,
          '',
          'ફેમિલી ડિરેક્ટરીના બેક-ઓફિસમાં તમારું ખાતું બનાવવામાં આવ્યું છે.',
          'તમારો પાસવર્ડ પસંદ કરવા આ લિંક ખોલો. તે એક જ વાર, ઉપર લખેલા સમય સુધી ચાલે છે.',
          '',
          'If you did not expect this mail, ignore it. · આ મેઇલની અપેક્ષા ન હોય તો તેને અવગણો.',
        ].join('\n'),
      });
    },
    close: () => transport.close(),
  };
}

export type Mailer = NonNullable<ReturnType<typeof mailer>>;
