export { CombatView, ChitFace, viewerSide, type CombatViewProps } from './CombatView';
export { BystanderDialog, ChitDialog, DivisionDialog, EndOfDayDialog, LossDialog, OddsPreview, RetreatDialog, parseLosses } from './CombatDialogs';
export { BattleMapLayer } from './BattleMapLayer';
export { BattleScreen, useBattleDisplay, type BattleDisplay } from './BattleScreen';
export { battleToShow, finishedBattles, ownChit, NOTHING_SEEN, type BattleSeen } from './battleShelf';
