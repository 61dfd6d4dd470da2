import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freshServer } from './helpers.js';

describe("a server's close (server/http/closing.ts)", () => {
  it('lets go of a kept-alive connection once the answer it was giving has left', async () => {
    const server = await freshServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const ended = once(socket, 'end');

    // A sign-in whose body is still arriving as the server begins to close.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const arrived = once(server.app.server, 'request');
    socket.write(
      `POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
    );
    await arrived;
    const closed = server.close();
    socket.write(body.slice(10));

    // It is answered in full, then the server ends the connection instead of keeping it
    // for a next request until Fastify's keep-alive of 72 seconds runs out.
    await ended;
    expect(received).toMatch(/^HTTP\/1\.1 422 /);
    expect(received).toMatch(/"code":"credentials_wrong"[^]*\}$/);
    await closed;
    socket.destroy();
  });
});
