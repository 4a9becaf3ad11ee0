// Parses and validates a layout file's text off the UI thread, so a large or hostile file never freezes the window.
import { describeThrown, parseLayoutText, type Layout } from '../../../engine/index';

export interface ParseRequest {
  readonly id: number;
  readonly text: string;
  readonly fileName: string;
}
export type ParseReply = { readonly id: number } & ({ readonly ok: true; readonly layout: Layout } | { readonly ok: false; readonly message: string });

self.onmessage = (e: MessageEvent<ParseRequest>) => {
  const { id, text, fileName } = e.data;
  let reply: ParseReply;
  try {
    reply = { id, ok: true, layout: parseLayoutText(text, fileName) };
  } catch (err) {
    reply = { id, ok: false, message: describeThrown(err) };
  }
  (self as unknown as Worker).postMessage(reply);
};
