export { sha256, toHex, fromHex, utf8, concatBytes } from './sha256';
export { chachaBlock, chachaBlockWords, chachaKeyWords } from './chacha20';
export { diceCommitment, DICE_SEED_BYTES, DICE_SALT_BYTES } from './commitment';
