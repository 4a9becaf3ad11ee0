// The game's commands: New game (Ctrl+G) in the toolbar, the keyboard and the help overlay.
import { registerCommand } from '../commands';
import { useGame } from './gameStore';

registerCommand({ id: 'new-game', label: 'New game (solo practice)', keys: 'Ctrl+G', run: () => useGame.setState({ newGameOpen: true }) });
