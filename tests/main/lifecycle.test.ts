// Closing with unsaved work and a crashed renderer (issue 15): main's decisions, as pure functions.
import { describe, expect, it } from 'vitest';
import { CLOSE_PROMPT_BUTTONS, closeDecision, closePrompt, rendererGoneDecision } from '../../main/lifecycle';

describe('the close prompt', () => {
  it('defaults to keeping the window, and Escape (cancel) keeps it too', () => {
    const p = closePrompt();
    expect(p.buttons).toEqual(['Close without saving', 'Keep editing']);
    expect(p.buttons[p.defaultId]).toBe('Keep editing');
    expect(closeDecision(p.cancelId)).toBe('stay');
    expect(closeDecision(p.defaultId)).toBe('stay');
  });
  it('closes only on "Close without saving"', () => {
    expect(closeDecision(CLOSE_PROMPT_BUTTONS.indexOf('Close without saving'))).toBe('close');
    for (const r of [1, 2, -1, 99]) expect(closeDecision(r)).toBe('stay');
  });
});

describe('a renderer that is gone', () => {
  it('reloads after a crash, a kill or running out of memory, up to three times', () => {
    for (const reason of ['crashed', 'killed', 'oom', 'abnormal-exit']) {
      expect(rendererGoneDecision(reason, 0)).toBe('reload');
      expect(rendererGoneDecision(reason, 2)).toBe('reload');
      expect(rendererGoneDecision(reason, 3)).toBe('give-up');
    }
  });
  it('does nothing when the window closed cleanly', () => {
    expect(rendererGoneDecision('clean-exit', 0)).toBe('ignore');
  });
});
