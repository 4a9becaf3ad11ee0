// A cheap linear scan of a file's text before JSON.parse: size, nesting depth and value count, for every kind of file.
import { lineAndColumn } from './jsonSyntax';
import { FILE_LIMITS } from './limits';

export type PrescanResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly line?: number; readonly column?: number };

const mb = (n: number): string => `${(n / 1_000_000).toFixed(n < 10_000_000 ? 1 : 0)} MB`;

/**
 * Refuses text that no real Sightline file could be, without building anything: too long, nested deeper than
 * FILE_LIMITS.maxDepth, or holding more than FILE_LIMITS.maxValues values. `kind` names the file in messages ("layout").
 * JSON.parse of 20 MB of brackets takes seconds and its stack can overflow; this scan takes milliseconds.
 */
export function prescanJsonText(text: string, kind: string, limits: { readonly [K in keyof typeof FILE_LIMITS]: number } = FILE_LIMITS): PrescanResult {
  const a = /^[aeiou]/i.test(kind) ? 'an' : 'a';
  if (text.length > limits.maxTextChars)
    return { ok: false, message: `the file is too large to be ${a} ${kind} (${mb(text.length)}; the limit is ${mb(limits.maxTextChars)}).` };
  let depth = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limits.maxDepth) {
        const { line, column } = lineAndColumn(text, i);
        return { ok: false, message: `line ${line}, column ${column}: nested too deeply (more than ${limits.maxDepth} levels); no ${kind} nests like this.`, line, column };
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
    else if (c === 0x2c /* , */ && ++values > limits.maxValues)
      return { ok: false, message: `the ${kind} is too large: more than ${limits.maxValues.toLocaleString('en')} values.` };
  }
  return { ok: true };
}

/** The size of `text` in UTF-8 bytes, as it will be on disk (main checks files by their size on disk). */
export function utf8ByteLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff) i++, (n += 2); // a surrogate pair: 2 units, 4 bytes
    else n += 2;
  }
  return n;
}
