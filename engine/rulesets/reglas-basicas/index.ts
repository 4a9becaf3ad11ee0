// Reglas básicas (seed 003_2820d2f43ec186dc.txt) as one module: its values, its game and the computer opponent's knowledge of it.
export * from './values';
