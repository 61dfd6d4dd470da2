import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

/** A mail server on this machine that keeps what it is sent. */
const received: { to: string[]; text: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
      done();
    });
  },
});
await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((closed) => smtp.close(closed)));

const api = signedInServer({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  appUrl: 'https://directory.example.org',
});

describe('sign-in links by mail (SMTP_URL)', () => {
  it('mails the link to the new account and says so; a new link is mailed too', async () => {
    const added = await api.send('POST', 'accounts', {
      name: 'Mail Viewer',
      email: 'mail.viewer@example.org',
      role: 'viewer',
      districts: [],
    });
    expect(added.status).toBe(201);
    const { link } = added.body.data;
    expect(link.mailed).toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['mail.viewer@example.org']);
    // The mail carries the very link the screen shows (quoted-printable may wrap it).
    const body = received[0]!.text.replace(/=\r?\n/g, '');
    expect(body).toContain(`https://directory.example.org${link.path}`);

    const again = await api.send('POST', `accounts/${added.body.data.id}/link`);
    expect(again.body.data.link.mailed).toBe('sent');
    expect(received).toHaveLength(2);
  });
});

describe('a mail server that cannot be reached', () => {
  const offline = signedInServer({ smtpUrl: 'smtp://127.0.0.1:1' });
  it('still gives the link, and says it was not mailed', async () => {
    const added = await offline.send('POST', 'accounts', {
      name: 'No Mail',
      email: 'no.mail@example.org',
      role: 'viewer',
      districts: [],
    });
    expect(added.status).toBe(201);
    expect(added.body.data.link).toMatchObject({ mailed: 'failed' });
    expect(added.body.data.link.path).toMatch(/^\/welcome\//);
  });
});
