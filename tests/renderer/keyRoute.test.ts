// The one keyboard route (renderer/src/keyboard.ts): precedence, text fields, dialogs, removal.
import { describe, expect, it } from 'vitest';
import { addKeyLayer, KEY_PRIORITY, keyRoute, routeKey, type KeyEventLike, type KeyLayer } from '../../renderer/src/keyboard';

const key = (k: string, target: EventTarget | null = null): KeyEventLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target });
const field = { tagName: 'INPUT', type: 'text', isContentEditable: false } as unknown as EventTarget;

function recorder(id: string, priority: number, takes: string[], opts: Partial<KeyLayer> = {}) {
  const seen: string[] = [];
  const layer: KeyLayer = { id, priority, handle: (e) => (seen.push(e.key), takes.includes(e.key) ? 'handled' : false), ...opts };
  return { layer, seen };
}

describe('routeKey', () => {
  it('tries layers from the highest priority down and stops at the first that takes the key', () => {
    const tool = recorder('tools', KEY_PRIORITY.tool, ['Escape', 'Delete']);
    const step = recorder('terrain:escape', KEY_PRIORITY.toolStep, ['Escape']);
    const cmds = recorder('commands', KEY_PRIORITY.commands, ['G', 'Escape']);
    const route = [cmds.layer, tool.layer, step.layer].sort((a, b) => b.priority - a.priority);
    expect(routeKey(key('Escape'), route)).toEqual({ id: 'terrain:escape', outcome: 'handled' });
    expect(tool.seen).toEqual([]);
    expect(routeKey(key('Delete'), route)).toEqual({ id: 'tools', outcome: 'handled' });
    expect(routeKey(key('G'), route)).toEqual({ id: 'commands', outcome: 'handled' });
    expect(step.seen).toEqual(['Escape', 'Delete', 'G']);
    expect(routeKey(key('X'), route)).toBeNull();
  });
  it('keys typed in a text field reach only layers that ask for them (a dialog), never the table tools', () => {
    const tool = recorder('tools', KEY_PRIORITY.tool, ['Delete']);
    const dialog = recorder('dialog', KEY_PRIORITY.dialog, ['Escape'], { evenInText: true });
    const route = [dialog.layer, tool.layer];
    expect(routeKey(key('Delete', field), route)).toBeNull();
    expect(tool.seen).toEqual([]);
    expect(routeKey(key('Escape', field), route)).toEqual({ id: 'dialog', outcome: 'handled' });
  });
  it("a dialog's 'stop' ends the route without taking the key (it goes to the dialog's own buttons)", () => {
    const cmds = recorder('commands', KEY_PRIORITY.commands, ['Enter']);
    const dialog: KeyLayer = { id: 'dialog', priority: KEY_PRIORITY.dialog, handle: () => 'stop' };
    expect(routeKey(key('Enter'), [dialog, cmds.layer])).toEqual({ id: 'dialog', outcome: 'stop' });
    expect(cmds.seen).toEqual([]);
  });
});

describe('addKeyLayer / keyRoute', () => {
  it('orders by priority, the latest added first among equals, and removal takes a layer out', () => {
    const before = keyRoute().length;
    const a = addKeyLayer({ id: 'a', priority: KEY_PRIORITY.dialog, handle: () => false });
    const low = addKeyLayer({ id: 'low', priority: KEY_PRIORITY.commands, handle: () => false });
    const b = addKeyLayer({ id: 'b', priority: KEY_PRIORITY.dialog, handle: () => false });
    expect(keyRoute().map((l) => l.id).filter((id) => ['a', 'b', 'low'].includes(id))).toEqual(['b', 'a', 'low']);
    b();
    a();
    low();
    expect(keyRoute().length).toBe(before);
  });
  it('the precedence is dialog > dice skip > tool steps > tools > commands', () => {
    const p = KEY_PRIORITY;
    expect(p.dialog > p.diceSkip && p.diceSkip > p.toolStep && p.toolStep > p.tool && p.tool > p.commands).toBe(true);
  });
});

describe('one keydown listener', () => {
  it('no renderer file but keyboard.ts listens for keydown on the window', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../../renderer/src');
    const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? walk(path.join(d, f)) : [path.join(d, f)]));
    const others = walk(root)
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('keyboard.ts'))
      .filter((f) => /addEventListener\(\s*['"]keydown/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(others).toEqual([]);
  });
});
