// Two pages play one shared game through the table server, deep tier (`npm run test:deep`): issue 25's Done when, the
// first round of HamWarmer played one seat each with the server killed and restarted after 9 actions (cases: sharedGame.ts).
import { sharedGameCases } from './sharedGame';

sharedGameCases('deep');
