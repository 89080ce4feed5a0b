import { openRule } from '../reference/rulesBus';
import { printedRule, ruleTip } from './ruleTip';

/**
 * A cited rule number; hovering (or focusing) it explains the rule in a sentence; clicking it (or
 * Enter) opens the Rules panel at it (issue 15).
 */
export function RuleTag({ id }: { id: string }) {
  return (
    <span
      className="rule-ref"
      title={ruleTip(id)}
      tabIndex={0}
      aria-label={ruleTip(id)}
      onClick={(e) => {
        e.stopPropagation();
        openRule(id);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.stopPropagation();
          openRule(id);
        }
      }}
    >
      {printedRule(id)}
    </span>
  );
}
