// Property test over the registry, deep tier: games 101-200 of 200 per ruleset (1-100 and what is checked: property.deep.test.ts).
import { describeRandomPlay } from './randomPlay';

describeRandomPlay(101, 200);
