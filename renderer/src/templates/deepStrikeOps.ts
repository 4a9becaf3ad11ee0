// Moved to engine/edit (the one action seam); renderer code edits the layout through useApp().dispatch.
export * from '../../../engine/edit/deepStrike';
