// Section 11 what the Economic and Reinforcement Phases read of the combinations: one treasury per
// combination (pool.ts) and the Two Sicilies (sicilies.ts). A leaf surface, like effects/, so those
// phases need not import the combinations' index, which itself reads the Economic Phase (dominance).
export * from '../pool';
export * from '../sicilies';
