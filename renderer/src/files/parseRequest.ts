// What the file worker does with one request: parse a layout, or replay a game file. Pure, so tests call it directly.
import { describeThrown, parseGameText, parseLayoutText, type GameState, type Layout } from '../../../engine/index';

export interface ParseRequest {
  readonly id: number;
  /** What the text holds: a layout (the default) or a game file, which is replayed action by action. */
  readonly kind?: 'layout' | 'game';
  readonly text: string;
  readonly fileName: string;
}
export type ParseReply = { readonly id: number } & (
  | { readonly ok: true; readonly layout: Layout }
  | { readonly ok: true; readonly game: GameState }
  | { readonly ok: false; readonly message: string }
);

export function parseRequest(req: ParseRequest): ParseReply {
  const { id, kind, text, fileName } = req;
  try {
    return kind === 'game' ? { id, ok: true, game: parseGameText(text, fileName) } : { id, ok: true, layout: parseLayoutText(text, fileName) };
  } catch (err) {
    return { id, ok: false, message: describeThrown(err) };
  }
}
