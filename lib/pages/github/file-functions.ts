// Finds, on a GitHub file page, the line that defines each named function, for a link to `#L<n>`.
import { embeddedPayloads, field } from './embedded-data';
import { CODE_LINES, CODE_TEXTAREA } from './selectors';

export interface DefinitionLine {
  line: number;
  href: string;
}

interface ShownLine {
  line: number;
  text: string;
}

// Words that start a statement, not a declaration: `return agg_loss(x)` is a call.
const NOT_A_TYPE = String.raw`(?!(?:return|await|yield|throw|raise|new|else|elif|if|while|for|case|assert|not|and|or|in|is|del|print|echo|typeof|void|delete|lambda)\b)`;

/** Declarations of `name` (escaped) in the common languages, one regex each. */
function patterns(name: string): RegExp[] {
  const end = String.raw`(?![\w$?!])`;
  return [
    // Python, Ruby, Scala, Elixir: def name( / async def name( / def self.name
    new RegExp(String.raw`^\s*(?:async\s+)?(?:def|defp|defmacro)\s+(?:self\.)?${name}${end}`),
    // JavaScript, TypeScript, PHP, Lua, Julia: function name( / function* name( / function M.name(
    new RegExp(String.raw`\bfunction\s*\*?\s*(?:[\w$.:]+[.:])?${name}\s*[<(]`),
    // JavaScript, TypeScript: const name = … / let name: T = … / name = (…) => / exports.name = function
    new RegExp(String.raw`(?:^|[\s;,{(])(?:export\s+)?(?:const|let|var)\s+${name}\s*(?::[^=]+)?=(?![=>])`),
    new RegExp(String.raw`^\s*(?:this\.|exports\.|module\.exports\.)?${name}\s*=\s*(?:async\s+)?(?:function\b|\(|[\w$]+\s*=>)`),
    // Object and class methods: name(a, b) { / async name(): T { / name: function( / name: (…) =>
    new RegExp(
      String.raw`^\s*(?:(?:public|private|protected|static|async|override|readonly|get|set)\s+)*\*?${name}\s*(?:<[^>]*>)?\([^)]*\)\s*(?::[^={};]+)?\{$`,
    ),
    new RegExp(String.raw`^\s*${name}\s*:\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>)`),
    // Rust fn, Go/Swift func (with a receiver), Kotlin fun, R name <- function
    new RegExp(String.raw`\bfn\s+${name}\s*[<(]`),
    new RegExp(String.raw`\bfunc\s+(?:\([^)]*\)\s*)?${name}\s*[[(<]`),
    new RegExp(String.raw`\bfun\s+(?:<[^>]*>\s*)?(?:[\w.]+\.)?${name}\s*[<(]`),
    new RegExp(String.raw`^\s*${name}\s*(?:<-|=)\s*function\b`),
    // C, C++, Java, C#: a type, the name, the parameters, and nothing after but `{`
    // (`throws\s[…]+`, not `\s+[…]+`: two runs that both take spaces backtrack)
    new RegExp(String.raw`^\s*${NOT_A_TYPE}(?:[\w:<>[\],*&]+\s+)+[*&]?${name}\s*\([^;]*\)\s*(?:const\s*)?(?:throws\s[\w.,\s]+)?\{?$`),
    // A class of that name (Python callables, JavaScript classes)
    new RegExp(String.raw`^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?(?:class|struct)\s+${name}${end}`),
  ];
}

/** A hydrated line keeps its text in `data-code-text` attributes of empty spans; a server one in text. */
function lineText(element: Element): string {
  const leaves = [...element.querySelectorAll('[data-code-text]')].filter((span) => !span.querySelector('[data-code-text]'));
  // Each leaf was found by its data-code-text, so no attribute is null (join would read null as '').
  return leaves.length > 0 ? leaves.map((span) => span.getAttribute('data-code-text')).join('') : element.textContent;
}

/** The file's lines as shown: the read-only textarea holds all of them (the line list is virtualised
 * once hydrated), else the line elements, else the payload's raw lines. */
function shownLines(doc: Document): ShownLine[] {
  const area = doc.querySelector(CODE_TEXTAREA);
  const whole = area ? (area as HTMLTextAreaElement).value || area.textContent : '';
  if (whole) return whole.split(/\r?\n/).map((text, index) => ({ line: index + 1, text }));
  const byLine = new Map<number, string>();
  for (const selector of CODE_LINES) {
    for (const element of doc.querySelectorAll(selector)) {
      const line = Number(element.getAttribute('data-line-number') ?? /^LC(\d+)$/.exec(element.id)?.[1]);
      if (Number.isSafeInteger(line) && line > 0 && !byLine.has(line)) byLine.set(line, lineText(element));
    }
    if (byLine.size > 0) break;
  }
  if (byLine.size > 0) return [...byLine].sort(([a], [b]) => a - b).map(([line, text]) => ({ line, text }));
  for (const payload of embeddedPayloads(doc)) {
    // 2026 payloads keep the lines beside the route; 2023-2025 ones (`react-code-view`) in `blob`.
    const raw = (field(payload, 'codeViewBlobLayoutRoute.StyledBlob') ?? field(payload, 'blob'))?.rawLines;
    // Stryker disable next-line StringLiteral: a line that is not text only keeps the numbering; any text that defines nothing does the same
    if (Array.isArray(raw)) return raw.map((text, index) => ({ line: index + 1, text: typeof text === 'string' ? text : '' }));
  }
  return [];
}

/** A line longer than this is no declaration (minified code, data): skipped, so that no pattern
 * here meets a long line, where two neighbouring runs of spaces can make one backtrack. */
const MAX_DEFINITION_LINE = 400;

/** `Class.method`, `Type::method` and `Class#method` name the method. */
// Stryker disable next-line StringLiteral: split never returns an empty array, so pop() always gives a string
const bareName = (name: string): string => name.split(/::|[.#]/).pop() ?? '';
const escapeRegExp = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For each function name, the first line of the shown file that defines it (Python `def`/`async def`,
 * JavaScript/TypeScript `function`, `const name =`, methods, Rust `fn`, Go `func`, Kotlin `fun`, C-like
 * declarations, classes) and its `#L<n>` link; null when the file shown does not define it. Never throws.
 * @example findDefinitionLines(document, ['agg_loss']) // { agg_loss: { line: 27, href: '#L27' } }
 */
export function findDefinitionLines(doc: Document, names: string[]): Record<string, DefinitionLine | null> {
  const wanted = Array.isArray(names) ? names.filter((name) => typeof name === 'string') : [];
  // A Map, so that a name such as `__proto__` is a key like any other.
  const found = new Map<string, DefinitionLine | null>(wanted.map((name) => [name, null]));
  try {
    // Trailing spaces end no declaration. Trimmed here, the patterns end at a bare `$`: a `\s*$` meeting
    // `\s+` runs before it backtracked cubically (60 ms on one 400-character line).
    const lines = shownLines(doc)
      .filter(({ text }) => text.length <= MAX_DEFINITION_LINE)
      .map(({ line, text }) => ({ line, text: text.trimEnd() }));
    for (const name of wanted) {
      const bare = bareName(name.trim());
      if (!/^[\p{L}\p{N}_$]+$/u.test(bare)) continue;
      const regexes = patterns(escapeRegExp(bare));
      const hit = lines.find(({ text }) => regexes.some((regex) => regex.test(text)));
      if (hit) found.set(name, { line: hit.line, href: `#L${hit.line}` });
    }
  } catch {
    // A page we cannot read defines nothing we can point at.
  }
  return Object.fromEntries(found);
}
