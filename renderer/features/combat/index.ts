export { CombatView, ChitFace, viewerSide, type CombatViewProps } from './CombatView';
export { ChitDialog, DivisionDialog, EndOfDayDialog, LossDialog, OddsPreview, RetreatDialog, parseLosses } from './CombatDialogs';
export { BattleMapLayer } from './BattleMapLayer';
export { BattleScreen, useBattleDisplay, type BattleDisplay } from './BattleScreen';
export { NO_SHELVES, ownChit, shelfOf, shelveBattle, type BattleShelves } from './battleShelf';
