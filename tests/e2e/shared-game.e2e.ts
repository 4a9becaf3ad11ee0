// Two pages play one shared game through the table server, everyday tier: the layout built together, the seats taken,
// four actions and End game for both (the cases: sharedGame.ts; the server killed mid-game and the whole first round:
// shared-game.deep.e2e.ts).
import { sharedGameCases } from './sharedGame';

sharedGameCases('everyday');
