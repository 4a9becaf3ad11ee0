// Parses a layout file's text, or replays a game file, off the UI thread, so a large or hostile file never freezes the window.
import { parseRequest, type ParseReply, type ParseRequest } from './parseRequest';

export type { ParseReply, ParseRequest };

self.onmessage = (e: MessageEvent<ParseRequest>) => {
  const reply: ParseReply = parseRequest(e.data);
  self.postMessage(reply);
};
