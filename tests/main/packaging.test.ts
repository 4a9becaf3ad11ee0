// The packaging config stays valid: ids, targets per platform, icons that exist, the layout file association.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';

type Cfg = {
  appId: string;
  productName: string;
  files: string[];
  icon: string;
  fileAssociations: { ext: string; name: string; icon?: string }[];
  linux: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
  asar: boolean;
  electronFuses: Record<string, boolean>;
};

describe('electron-builder.yml', () => {
  const cfg = load(readFileSync('electron-builder.yml', 'utf8')) as Cfg;
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { main: string; scripts: Record<string, string> };
  it('names the app', () => {
    expect(cfg.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
    expect(cfg.productName).toBe('Sightline');
  });
  it('builds AppImage + deb, NSIS and dmg', () => {
    expect(cfg.linux.target).toEqual(['AppImage', 'deb']);
    expect(cfg.win.target).toEqual(['nsis']);
    expect(cfg.mac.target).toEqual(['dmg']);
  });
  it('points at icons that exist in assets/', () => {
    for (const i of [cfg.icon, cfg.linux.icon, cfg.win.icon, cfg.mac.icon, ...cfg.fileAssociations.map((f) => f.icon ?? cfg.icon)]) {
      expect(i.startsWith('assets/')).toBe(true);
      expect(existsSync(i), i).toBe(true);
    }
    const png = readFileSync(cfg.icon);
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(512); // PNG width: electron-builder wants 512+ for every platform
  });
  it('associates layout files', () => {
    expect(cfg.fileAssociations.map((f) => f.ext)).toContain('sightline');
  });
  it('flips the Electron fuses that keep the packaged app from being used as a Node runtime or loading other code', () => {
    expect(cfg.asar).toBe(true);
    expect(cfg.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
  it('uses only fuse names electron-builder knows (a typo would be ignored silently)', () => {
    const scheme = JSON.parse(readFileSync('node_modules/app-builder-lib/scheme.json', 'utf8')) as {
      definitions: { FuseOptionsV1: { properties: Record<string, unknown> } };
    };
    const known = Object.keys(scheme.definitions.FuseOptionsV1.properties);
    for (const k of Object.keys(cfg.electronFuses)) expect(known).toContain(k);
  });
  it('ships the built renderer and the bundled main/preload that package.json points at', () => {
    expect(cfg.files).toEqual(expect.arrayContaining(['dist/renderer/**', 'dist-electron/**']));
    expect(pkg.main).toBe('dist-electron/main.cjs');
    expect(pkg.scripts.dist).toContain('electron-builder --config electron-builder.yml');
  });
});
