/**
 * Sends three notifications to every member (`allow_member`) and answers how long
 * each POST took to answer: the recipients are resolved and queued in the
 * request, delivery runs after it. Waits between sends so one's delivery does
 * not weigh on the next answer, and removes each afterwards.
 */
export async function measureSendToEveryone(base: string, setCookies: string[]): Promise<number[]> {
  const cookies = setCookies.map((c) => c.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
  const headers = {
    cookie: cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(xsrf),
    'content-type': 'application/json',
  };
  const times: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/frontend/notification`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Bench announcement ${i}`,
        description: 'Sent to every member by npm run bench.',
        allow_member: 1,
        filters: { allow_member: 1 },
      }),
    });
    const body = (await response.json()) as { data?: { id: number } };
    if (response.status !== 201) throw new Error(`The send answered ${response.status}.`);
    times.push(performance.now() - started);
    await new Promise((done) => setTimeout(done, 5_000));
    // Removed again, so that runs on one database do not pile up deliveries. No JSON
    // content type on a request without a body (Fastify refuses it with a 400): until
    // the tenth session every removal failed unseen, and 111 sends of a lakh deliveries
    // each piled up in the bench's database (docs/bench.md).
    const { 'content-type': _json, ...bodiless } = headers;
    const removed = await fetch(`${base}/api/frontend/notification/${body.data?.id}`, {
      method: 'DELETE',
      headers: bodiless,
    });
    if (removed.status !== 200)
      throw new Error(`Removing the bench's notification answered ${removed.status}.`);
  }
  return times;
}
