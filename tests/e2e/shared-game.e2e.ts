// Two pages play one shared game through the table server, everyday tier: the layout built together, the seats taken,
// and a short game around a server kill (the cases: sharedGame.ts; the whole first round: shared-game.deep.e2e.ts).
import { sharedGameCases } from './sharedGame';

sharedGameCases('everyday');
