import { ruleTip } from './ruleTip';

/** A cited rule number; hovering (or focusing) it explains the rule in a sentence. */
export function RuleTag({ id }: { id: string }) {
  return (
    <span className="rule-ref" title={ruleTip(id)} tabIndex={0} aria-label={ruleTip(id)}>
      {id}
    </span>
  );
}
