// Decisions about the window's life (closing with unsaved work, a crashed renderer) as pure, tested functions.

/** The buttons of the close prompt, in the order the dialog shows them. */
export const CLOSE_PROMPT_BUTTONS = ['Close without saving', 'Keep editing'] as const;

export interface ClosePrompt {
  readonly type: 'warning';
  readonly buttons: string[];
  readonly defaultId: number;
  readonly cancelId: number;
  readonly title: string;
  readonly message: string;
  readonly detail: string;
}

/**
 * The renderer refuses to unload (beforeunload) only while the open layout or game has unsaved changes; main then asks.
 * Keep editing is the default and what Escape picks, so a stray key never throws work away.
 */
export function closePrompt(): ClosePrompt {
  return {
    type: 'warning',
    buttons: [...CLOSE_PROMPT_BUTTONS],
    defaultId: 1,
    cancelId: 1,
    title: 'Unsaved changes',
    message: 'This layout has unsaved changes.',
    detail: 'A recovery copy has been written and will be offered the next time Sightline starts.',
  };
}

/** What to do with the dialog's answer: 'close' lets the window unload, 'stay' keeps it open. */
export function closeDecision(response: number): 'close' | 'stay' {
  return response === 0 ? 'close' : 'stay';
}

export type RendererGoneReason =
  | 'clean-exit' | 'abnormal-exit' | 'killed' | 'crashed' | 'oom' | 'launch-failed' | 'integrity-failure' | 'memory-eviction';

/**
 * A renderer that crashed, was killed or ran out of memory is reloaded (the reloaded page offers the recovery copy);
 * a clean exit is the window closing. Reloads are capped so a page that crashes at start does not loop forever.
 */
export function rendererGoneDecision(reason: RendererGoneReason | string, recentReloads: number): 'reload' | 'give-up' | 'ignore' {
  if (reason === 'clean-exit') return 'ignore';
  return recentReloads < 3 ? 'reload' : 'give-up';
}
