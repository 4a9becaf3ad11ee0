// What a thrown value says, without trusting it: a getter may throw anything, even a value whose toString throws.

export function describeThrown(e: unknown): string {
  try {
    if (e instanceof Error && typeof e.message === 'string') return e.message.slice(0, 300);
    if (typeof e === 'string') return e.slice(0, 300);
    return `a thrown ${e === null ? 'null' : typeof e}`;
  } catch {
    return 'an unreadable error';
  }
}
