// Finds where and why a JSON text is malformed (JSON.parse's own messages vary by engine and often omit the position).

export interface JsonSyntaxProblem {
  /** 0-based offset of the first bad character (text.length when the text ends too early). */
  readonly offset: number;
  /** 1-based line and column of that offset. */
  readonly line: number;
  readonly column: number;
  /** What was expected there, in words. */
  readonly reason: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]{4}$/;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Scans `text` as JSON without recursion; returns the first syntax problem, or null if the text is valid JSON. */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | null {
  const fail = (offset: number, reason: string): JsonSyntaxProblem => ({ offset, reason, ...lineAndColumn(text, offset) });
  const stack: ('{' | '[')[] = [];
  let i = 0;
  // What the next token may be.
  let want: 'value' | 'value-or-]' | 'key' | 'key-or-}' | 'colon' | 'after-value' = 'value';
  const skipWs = (): void => {
    while (i < text.length && WS.has(text[i]!)) i++;
  };
  for (;;) {
    skipWs();
    const c = text[i];
    if (want === 'after-value') {
      const top = stack[stack.length - 1];
      if (top === undefined) return c === undefined ? null : fail(i, 'unexpected text after the end of the JSON data');
      if (c === ',') { i++; want = top === '{' ? 'key' : 'value'; continue; }
      if ((c === '}' && top === '{') || (c === ']' && top === '[')) { i++; stack.pop(); continue; }
      return fail(i, top === '{' ? `expected "," or "}"` : `expected "," or "]"`);
    }
    if (want === 'colon') {
      if (c !== ':') return fail(i, 'expected ":" after a field name');
      i++;
      want = 'value';
      continue;
    }
    if (c === undefined) return fail(i, 'the text ends too early');
    if (want === 'key-or-}' && c === '}') { i++; stack.pop(); want = 'after-value'; continue; }
    if (want === 'value-or-]' && c === ']') { i++; stack.pop(); want = 'after-value'; continue; }
    if (want === 'key' || want === 'key-or-}') {
      if (c !== '"') return fail(i, 'expected a field name in double quotes');
    }
    const isKey: boolean = want === 'key' || want === 'key-or-}';
    if (c === '"') {
      i++;
      for (;;) {
        const s = text[i];
        if (s === undefined) return fail(i, 'a string is not closed');
        const code = text.charCodeAt(i);
        if (code < 0x20) return fail(i, 'a control character (such as a line break) inside a string');
        if (s === '"') { i++; break; }
        if (s === '\\') {
          const e = text[i + 1];
          if (e === 'u') {
            if (!HEX.test(text.slice(i + 2, i + 6))) return fail(i, 'a bad \\u escape in a string');
            i += 6;
          } else if (e !== undefined && ESCAPES.has(e)) i += 2;
          else return fail(i, 'a bad escape in a string');
        } else i++;
      }
      want = isKey ? 'colon' : 'after-value';
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      want = c === '{' ? 'key-or-}' : 'value-or-]';
      continue;
    }
    const word = ['true', 'false', 'null'].find((w) => w[0] === c);
    if (word) {
      for (let k = 0; k < word.length; k++) if (text[i + k] !== word[k]) return fail(i + k, `expected ${word}`);
      i += word.length;
      want = 'after-value';
      continue;
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m || m[0] === '-') return fail(i, 'a malformed number');
      i += m[0].length;
      want = 'after-value';
      continue;
    }
    return fail(i, `expected a value (text in double quotes, a number, true, false, null, an object or a list), found ${JSON.stringify(c)}`);
  }
}
