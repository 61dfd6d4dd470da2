import { describe, expect, it } from 'vitest';
import { appEnglish } from '../../i18n/en';
import { gu } from '../../i18n/gu';
import { server } from '../../i18n/en/server';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('Gujarati messages', () => {
  it('translate every English message, keeping its placeholders', () => {
    const gujarati = new Map(leaves(gu as unknown as Tree));
    // The server's messages too (the SPA shows their English as the server wrote it).
    const english = { ...appEnglish, app: { ...appEnglish.app, ...server.app } };
    const wrong = leaves(english as unknown as Tree).filter(([key, english]) => {
      const text = gujarati.get(key);
      return !text || placeholders(text).join() !== placeholders(english).join();
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});
