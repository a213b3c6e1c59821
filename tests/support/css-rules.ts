// Reads the project's own stylesheets into rules for the stylesheet tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Rule {
  selectors: string[];
  body: string;
  /** The at-rule preludes the rule sits in, outermost first. */
  within: string[];
}

/** A stylesheet from components/, its comments removed. */
export function readStylesheet(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../components/${name}`, import.meta.url)), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** A small brace walker: enough for our hand-written stylesheets, not a general CSS parser. */
export function rulesOf(text: string, within: string[] = []): Rule[] {
  const rules: Rule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const prelude = text.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (depth > 0 && j < text.length) {
      if (text[j] === '{') depth++;
      if (text[j] === '}') depth--;
      j++;
    }
    const inner = text.slice(open + 1, j - 1);
    if (prelude.startsWith('@')) rules.push(...rulesOf(inner, [...within, prelude]));
    else rules.push({ selectors: prelude.split(',').map((s) => s.trim()), body: inner, within });
    i = j;
  }
  return rules;
}
