// Edge smoothing (renderer/src/scene/smoothing.ts): Auto is plain only where WebGL is drawn in software; a stored choice
// is read back, anything else is Auto; the drop-down's words say what Auto chose.
import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, readSmoothingChoice, smoothingOn, smoothingText, SMOOTHING_CHOICES } from '../../../renderer/src/scene/smoothing';

describe('edge smoothing', () => {
  it('knows software rasterisers by their WebGL renderer strings, and hardware ones as not', () => {
    // Strings as browsers report them (Chromium with SwiftShader here; Mesa's llvmpipe; Windows' WARP; real GPUs).
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002503) Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(false);
    expect(isSoftwareRenderer('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)')).toBe(false);
    expect(isSoftwareRenderer('Apple M1')).toBe(false);
    expect(isSoftwareRenderer('')).toBe(false);
  });

  it('Auto smooths on a GPU and not in software; On and Off are what they say everywhere', () => {
    const table = SMOOTHING_CHOICES.flatMap((c) => [false, true].map((software) => `${c}/${software ? 'software' : 'gpu'}: ${smoothingOn(c, software)}`));
    expect(table).toEqual(['auto/gpu: true', 'auto/software: false', 'on/gpu: true', 'on/software: true', 'off/gpu: false', 'off/software: false']);
  });

  it('reads a stored choice back, and anything else as Auto', () => {
    for (const c of SMOOTHING_CHOICES) expect(readSmoothingChoice(c)).toBe(c);
    for (const junk of [null, '', 'AUTO', 'true', '{"on":1}']) expect(readSmoothingChoice(junk)).toBe('auto');
  });

  it('says what Auto chose and why', () => {
    expect(smoothingText('auto', true)).toBe('Edges: auto (plain)');
    expect(smoothingText('auto', false)).toBe('Edges: auto (smooth)');
    expect(smoothingText('on', true)).toBe('Edges: smooth');
    expect(smoothingText('off', false)).toBe('Edges: plain');
  });
});
