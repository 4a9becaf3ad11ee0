// Every unit test plays with every ruleset registered, also the tests that import engine/game or engine/ai directly
// (engine/index.ts loads engine/registry.ts first; this does the same for them).
import '../../engine/registry';
