import { describe, expect, it } from 'vitest';
import { appEnglish } from '../../i18n/en';
import { gu } from '../../i18n/gu';

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
    const wrong = leaves(appEnglish).filter(([key, english]) => {
      const text = gujarati.get(key);
      return !text || placeholders(text).join() !== placeholders(english).join();
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});
