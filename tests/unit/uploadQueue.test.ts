import { describe, expect, it } from 'vitest';
import { overallProgress, runBounded, type UploadItem } from '../../src/gallery/uploadQueue';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `f${i}` }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the upload queue', () => {
  it('sends every file with at most four in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const failed = await runBounded(items(10), 4, async ({ key }) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await tick();
      sent.push(key);
      inFlight--;
    });
    expect(failed).toEqual([]);
    expect(most).toBe(4);
    expect(sent.sort()).toEqual(
      items(10)
        .map((i) => i.key)
        .sort(),
    );
  });

  it('goes on when a file fails, and says which ones failed', async () => {
    const sent: string[] = [];
    const failed = await runBounded(items(5), 4, async ({ key }) => {
      await tick();
      if (key === 'f1' || key === 'f3') throw new Error('415');
      sent.push(key);
    });
    expect(failed.sort()).toEqual(['f1', 'f3']);
    expect(sent.sort()).toEqual(['f0', 'f2', 'f4']);
  });

  it('sends a failed file again on retry', async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts++;
      if (attempts === 1) throw new Error('network');
    };
    expect(await runBounded([{ key: 'a' }], 4, flaky)).toEqual(['a']);
    expect(await runBounded([{ key: 'a' }], 4, flaky)).toEqual([]);
    expect(attempts).toBe(2);
  });

  it('weights the overall progress by file size; failed and done files count as finished', () => {
    const file = (size: number) => new File([new Uint8Array(size)], 'x.png');
    const list: UploadItem[] = [
      { key: 'a', file: file(300), state: 'done', progress: 1 },
      { key: 'b', file: file(100), state: 'sending', progress: 0.5 },
      { key: 'c', file: file(600), state: 'waiting', progress: 0 },
    ];
    expect(overallProgress(list)).toBeCloseTo(0.35);
    expect(overallProgress([{ ...list[2]!, state: 'failed' }])).toBe(1);
    expect(overallProgress([])).toBe(0);
  });
});
